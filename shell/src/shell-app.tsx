/**
 * The shell's React tree, the same on the server (renderToString) and in the browser (hydrate):
 * loading bar, then the chrome with the section slot. A change of the model on the same page (the
 * language and the menus of a language switch, the header's colour) re-renders the chrome in a
 * transition, which yields to the browser; a change of page renders at once (decision 076).
 */
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
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

/** Rendered again only when its model (or the slot) changes: not for the loading bar's or a deferred render's sake. */
const Chrome = memo(ShellChrome);

/**
 * The model the chrome shows: the store's own when the page changes (its view, path or device:
 * the guards, the sections' slot and the tests read the new page at once), else the deferred one,
 * which React renders in a transition after the frame the urgent render paints.
 */
export function shownModelOf(model: ChromeModel, deferred: ChromeModel): ChromeModel {
  const samePage =
    deferred.view === model.view && deferred.pathname === model.pathname && deferred.device === model.device;
  return samePage ? deferred : model;
}

export function ShellApp({ model, actions, loadingBar, sectionHost, sectionMarkup }: ShellAppProps) {
  const shown = shownModelOf(model, useDeferredValue(model));
  const slot = useMemo(() => <SectionSlot host={sectionHost} markup={sectionMarkup} />, [sectionHost, sectionMarkup]);
  return (
    <ErrorBoundary>
      <LoadingBar controller={loadingBar} />
      <Chrome model={shown} actions={actions} slot={slot} />
    </ErrorBoundary>
  );
}
