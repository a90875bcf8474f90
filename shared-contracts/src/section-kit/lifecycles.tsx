/**
 * A section's single-spa lifecycles (DESIGN.md §3): single-spa-react with React 19's client API,
 * the section's error boundary, the container the shell created, and hydration of server markup
 * on the first mount only when that markup was rendered by this very release.
 */
import React, { startTransition, type ComponentType, type ReactElement } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import type { SectionMountProps, SectionProps } from '../section';
import { RELEASE_ATTRIBUTE, RENDERED_URL_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '@site/shared-contracts';
import { SectionCrashed } from './section-crashed';
import { HydrationUrlContext } from './section-root';
// The kit's styles travel with every section's own CSS (the kit is no shared module).
import './kit.css';

export interface SectionLifecycleOptions {
  rootComponent: ComponentType<SectionProps>;
  /** What shows when a component throws; the kit's localized notice with a reload button by default. */
  errorBoundary?: (error: Error, info: React.ErrorInfo, props: SectionProps) => ReactElement;
}

const crashedNotice = (_error: Error, _info: React.ErrorInfo, props: SectionProps) => (
  <SectionCrashed language={props.getLanguage()} />
);

/**
 * React's client API, with hydration started as a transition (as the shell hydrates its chrome,
 * decision 018): React then hydrates in slices of a few milliseconds, yielding to the browser
 * between them, instead of in one long task after the first paint; a click or key press on the
 * section meanwhile makes React finish hydrating that part first.
 */
export const hydratingInTransitions: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot(container, children, options) {
    let root: ReturnType<typeof ReactDOMClient.hydrateRoot> | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, options);
    });
    if (!root) throw new Error('React did not create the hydration root');
    return root;
  },
};

/** What the page shows now, to compare with what the server rendered. */
export interface ShownPage {
  release: string;
  /** Path and query of the page now shown. */
  url: string;
  /** The URL the server renders for a path and query (SectionProps.renderedUrlOf). */
  renderedUrlOf(url: string): string;
  /** False once the visitor has switched language since the server rendered the page. */
  sameLanguage: boolean;
}

/**
 * The URL the container's markup was rendered for, when this release rendered it for the page
 * now shown, in the language now shown: the section hydrates it. It is asked once per mount and
 * clears the marks, so a later mount into the same container always renders fresh (null).
 */
export function takeServerMarkup(container: HTMLElement, shown: ShownPage): string | null {
  const rendered = container.getAttribute(SERVER_RENDERED_ATTRIBUTE) === '1';
  const sameRelease = container.getAttribute(RELEASE_ATTRIBUTE) === shown.release;
  const renderedUrl = container.getAttribute(RENDERED_URL_ATTRIBUTE);
  for (const attribute of [SERVER_RENDERED_ATTRIBUTE, RELEASE_ATTRIBUTE, RENDERED_URL_ATTRIBUTE]) {
    container.removeAttribute(attribute);
  }
  // The same page: a query its route does not read (a campaign's ?utm_source) changes nothing.
  const samePage = renderedUrl !== null && shown.renderedUrlOf(renderedUrl) === shown.renderedUrlOf(shown.url);
  if (rendered && sameRelease && samePage && shown.sameLanguage) return renderedUrl;
  // Markup of another release, another page or another language (the visitor moved on or
  // switched language before the section's code arrived) is replaced, never hydrated.
  container.replaceChildren();
  return null;
}

/** The mount props with the URL whose server markup this mount hydrates (null: it renders afresh). */
type HydratingMountProps = SectionMountProps & AppProps & { hydrationUrl?: string | null };

export function createSectionLifecycles(options: SectionLifecycleOptions): LifeCycles<SectionMountProps> {
  let renderType: 'hydrateRoot' | 'createRoot' = 'createRoot';
  const SectionComponent = options.rootComponent;
  // The root reads the section's props; the mount props only add what single-spa needs, and the
  // section's router learns which URL its server markup was rendered for.
  function HydratingRoot({ hydrationUrl, ...props }: HydratingMountProps) {
    return (
      <HydrationUrlContext.Provider value={hydrationUrl ?? null}>
        <SectionComponent {...props} />
      </HydrationUrlContext.Provider>
    );
  }
  const lifecycles = singleSpaReact<SectionMountProps>({
    React,
    ReactDOMClient: hydratingInTransitions,
    rootComponent: HydratingRoot,
    errorBoundary: (error, info, props) => (options.errorBoundary ?? crashedNotice)(error, info, props),
    domElementGetter: (props) => props.domElement,
    renderType: () => renderType,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    // React leaves the resource hints of server markup (a preload <link> per priority image) in
    // the container; the next mount starts from an empty one.
    unmount: (props) =>
      Promise.resolve(lifecycles.unmount(props)).then(() => {
        props.domElement.replaceChildren();
      }),
    mount: (props) => {
      // The section's router hydrates at the URL the server rendered, then follows the address.
      const hydrationUrl = takeServerMarkup(props.domElement, {
        release: props.release,
        url: `${window.location.pathname}${window.location.search}`,
        renderedUrlOf: props.renderedUrlOf ?? ((url) => url),
        sameLanguage: props.getLanguage() === props.initialState.language,
      });
      renderType = hydrationUrl === null ? 'createRoot' : 'hydrateRoot';
      const mountProps: HydratingMountProps = { ...props, hydrationUrl };
      return lifecycles.mount(mountProps);
    },
  };
}
