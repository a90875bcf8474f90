/**
 * The server inlines the active section's stylesheet as `<style data-href="…">`, the marker by
 * which a section's CSS chunk loading (mini-css-extract) finds a stylesheet already in place. Two
 * loaders would still add a `<link rel="stylesheet">` for the same file, which the browser fetches
 * again and then restyles and lays out the whole page with, a long task after the first paint for
 * nothing: mini-css-extract compares the marker with the chunk's absolute URL, where the server
 * wrote the path; Module Federation's runtime, when it loads or preloads a remote, looks only for
 * `<link>` elements. So the shell makes each marker absolute before any section loads, and a
 * runtime plugin leaves out of every preload the stylesheets the document already holds. A
 * section's CSS that is not inlined still loads as before.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const INLINED = 'style[data-href]';

/** Rewrites each inlined stylesheet's marker as the absolute URL it is loaded from. */
export function markInlinedStylesheets(document: Document): void {
  document.querySelectorAll(INLINED).forEach((style) => {
    const href = style.getAttribute('data-href');
    if (href) style.setAttribute('data-href', new URL(href, document.baseURI).href);
  });
}

/** The absolute URLs of the stylesheets inlined in `document`. */
export function inlinedStylesheetsOf(document: Document): Set<string> {
  const urls = new Set<string>();
  document.querySelectorAll(INLINED).forEach((style) => {
    const href = style.getAttribute('data-href');
    if (href) urls.add(new URL(href, document.baseURI).href);
  });
  return urls;
}

/** Module Federation runtime plugin: no preload of a stylesheet that `document` holds inlined. */
export function skipInlinedStylesheets(document: Document): ModuleFederationRuntimePlugin {
  const isInlined = (assetUrl: string) => inlinedStylesheetsOf(document).has(new URL(assetUrl, document.baseURI).href);
  return {
    name: 'skip-inlined-stylesheets',
    beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        const chosen = op.filter;
        op.filter = (assetUrl) => !isInlined(assetUrl) && (chosen ? chosen(assetUrl) : true);
      }
    },
  };
}
