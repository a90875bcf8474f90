/**
 * The monolith's one React tree (decision 026): the shell's loading bar and chrome with the active
 * section's app in the slot, inside the shell's section containers so the same CSS applies.
 */
import type { ComponentType } from 'react';
import type { SectionProps } from '@site/shared-contracts';
import {
  ErrorBoundary,
  LoadingBar,
  SECTION_CONTAINER_CLASS,
  SECTION_HOST_CLASS,
  SECTION_SLOT_ID,
  ShellChrome,
  type ChromeActions,
  type ChromeModel,
  type LoadingBarController,
} from '@site/shell/monolith-kit';

export type SectionApp = ComponentType<SectionProps>;

/**
 * Every section's app, one chunk each as an ordinary webpack application splits its routes: the
 * first load fetches the active section's chunk only, as the federated site fetches its remote.
 */
export const SECTION_APPS: Readonly<Record<string, () => Promise<SectionApp>>> = {
  'mfe-about': () => import(/* webpackChunkName: "mfe-about" */ './sections/mfe-about.js').then((m) => m.App),
  'mfe-home': () => import(/* webpackChunkName: "mfe-home" */ './sections/mfe-home.js').then((m) => m.App),
  'mfe-honour-invest': () =>
    import(/* webpackChunkName: "mfe-honour-invest" */ './sections/mfe-honour-invest.js').then((m) => m.App),
  'mfe-join': () => import(/* webpackChunkName: "mfe-join" */ './sections/mfe-join.js').then((m) => m.App),
  'mfe-news': () => import(/* webpackChunkName: "mfe-news" */ './sections/mfe-news.js').then((m) => m.App),
  'mfe-product-solution': () =>
    import(/* webpackChunkName: "mfe-product-solution" */ './sections/mfe-product-solution.js').then((m) => m.App),
};

/** The active section: its app and the props the shell would mount it with. */
export interface ActiveSection {
  App: SectionApp;
  props: SectionProps;
}

export interface MonolithAppProps {
  model: ChromeModel;
  actions: ChromeActions;
  loadingBar: LoadingBarController;
  section: ActiveSection | null;
}

export function MonolithApp({ model, actions, loadingBar, section }: MonolithAppProps) {
  const slot = (
    <div id={SECTION_SLOT_ID}>
      <div className={SECTION_HOST_CLASS}>
        <div className={SECTION_CONTAINER_CLASS}>{section && <section.App {...section.props} />}</div>
      </div>
    </div>
  );
  return (
    <ErrorBoundary>
      <LoadingBar controller={loadingBar} />
      <ShellChrome model={model} actions={actions} slot={slot} />
    </ErrorBoundary>
  );
}
