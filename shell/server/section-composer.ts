/**
 * How the shell composes a document: its chrome with the active section's release in the slot,
 * rendered on the server by the render workers (section-renderer.ts) when it can be, and left to
 * the browser otherwise (an override, server rendering off, a render that failed).
 */
import { applicationNameOf, serverRenderedSlotMarkup } from '../src/section-containers';
import type { ShellConfig } from './config';
import { renderDocument, type DocumentComposer, type SectionAssets } from './document';
import type { ReleaseCatalog } from './release-catalog';
import type { SectionRender, SectionRendering } from './section-renderer';

const NO_SECTION_ASSETS: SectionAssets = { css: [], preload: [] };

export interface SectionComposerOptions {
  config: Pick<ShellConfig, 'serverRender'>;
  catalog: Pick<ReleaseCatalog, 'assetsOf'>;
  renderer: SectionRendering;
}

export function createSectionComposer({ config, catalog, renderer }: SectionComposerOptions): DocumentComposer {
  let renderedGeneration = -1;

  return async ({ page, url, override, released, registry, document }) => {
    if (released.generation !== renderedGeneration) {
      renderedGeneration = released.generation;
      // The candidates' bundles too: a preview renders them.
      const entries = [
        ...Object.values(released.registry.sections),
        ...Object.values(released.registry.candidates ?? {}).map((candidate) => candidate.entry),
      ];
      renderer.retainOnly(entries.flatMap((entry) => (entry.server ? [entry.server.entry] : [])));
    }
    // The document's registry, with the release's server bundle: the browser's copy leaves it out.
    const active = page.active && registry.sections[page.active.section];
    let section = NO_SECTION_ASSETS;
    let sectionMarkup = '';
    let render: SectionRender | null = null;
    if (page.active && active) {
      const overridden = override?.section === page.active.section;
      if (!overridden) section = catalog.assetsOf(active);
      // An overridden section's code comes from another origin: it never runs on this server.
      render = overridden
        ? { kind: 'client', reason: 'overridden', ms: 0 }
        : config.serverRender
          ? await renderer.render(active, url, document.state)
          : { kind: 'client', reason: 'off', ms: 0 };
      if (render.kind === 'server') {
        sectionMarkup = serverRenderedSlotMarkup({
          application: applicationNameOf(page.active.section, page.basename),
          release: active.version,
          url,
          html: render.html,
        });
      }
    }
    return { html: renderDocument({ ...document, section, sectionMarkup }), render };
  };
}
