/**
 * The shell's React tree, the same on the server (renderToString) and in the browser (hydrate):
 * loading bar, then the chrome with the section slot.
 */
import { useCallback } from 'react';
import { ErrorBoundary } from './chrome/error-pages';
import { ShellChrome } from './chrome/shell-chrome';
import type { ChromeActions, ChromeModel } from './chrome/types';
import { LoadingBar } from './loading-bar/loading-bar';
import type { LoadingBarController } from './loading-bar/loading-bar-controller';

export const SECTION_SLOT_ID = 'section-slot';

/**
 * Where sections render. Their containers live in `host`, an element outside React that is
 * moved in here whenever React (re)creates the slot, so a layout change never destroys a
 * mounted section.
 */
function SectionSlot({ host }: { host: HTMLElement | null }) {
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      if (slot && host && host.parentElement !== slot) slot.appendChild(host);
    },
    [host],
  );
  return <div id={SECTION_SLOT_ID} ref={attach} />;
}

export interface ShellAppProps {
  model: ChromeModel;
  actions: ChromeActions;
  loadingBar: LoadingBarController;
  sectionHost: HTMLElement | null;
}

export function ShellApp({ model, actions, loadingBar, sectionHost }: ShellAppProps) {
  return (
    <ErrorBoundary>
      <LoadingBar controller={loadingBar} />
      <ShellChrome model={model} actions={actions} slot={<SectionSlot host={sectionHost} />} />
    </ErrorBoundary>
  );
}
