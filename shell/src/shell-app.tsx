/**
 * The shell's React tree, the same on the server (renderToString) and in the browser (hydrate):
 * loading bar, then the chrome with the section slot.
 */
import { useCallback, useMemo } from 'react';
import { ErrorBoundary } from './errors/error-pages';
import { ShellChrome } from './layouts/shell-chrome';
import type { ChromeActions, ChromeModel } from './chrome-model';
import { LoadingBar } from './loading-bar/loading-bar';
import type { LoadingBarController } from './loading-bar/loading-bar-controller';

export const SECTION_SLOT_ID = 'section-slot';

/**
 * Where sections render. Their containers live in `host`, an element outside React that is
 * moved in here whenever React (re)creates the slot, so a layout change never destroys a
 * mounted section. The slot's content is not React's: on the server it is the section's own
 * markup (`markup`), which the browser hydrates with the section's React, not the shell's; the
 * same string on both sides keeps the shell's hydration from touching it.
 */
function SectionSlot({ host, markup }: { host: HTMLElement | null; markup: string }) {
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      // A slot made again after the first one starts with a copy of the server markup: the live host replaces it.
      if (slot && host && host.parentElement !== slot) slot.replaceChildren(host);
    },
    [host],
  );
  // One object for the slot's life: React sets innerHTML again whenever this object changes.
  const content = useMemo(() => ({ __html: markup }), [markup]);
  return <div id={SECTION_SLOT_ID} ref={attach} dangerouslySetInnerHTML={content} />;
}

export interface ShellAppProps {
  model: ChromeModel;
  actions: ChromeActions;
  loadingBar: LoadingBarController;
  sectionHost: HTMLElement | null;
  /** The section slot's server-rendered content ('' when the section renders in the browser). */
  sectionMarkup: string;
}

export function ShellApp({ model, actions, loadingBar, sectionHost, sectionMarkup }: ShellAppProps) {
  return (
    <ErrorBoundary>
      <LoadingBar controller={loadingBar} />
      <ShellChrome model={model} actions={actions} slot={<SectionSlot host={sectionHost} markup={sectionMarkup} />} />
    </ErrorBoundary>
  );
}
