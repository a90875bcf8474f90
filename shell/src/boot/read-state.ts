import {
  INITIAL_STATE_ELEMENT_ID,
  menuOfManifests,
  type InitialState,
  type RouteManifest,
} from '@site/shared-contracts';

/**
 * The state as the document carries it. The route tables and the header menu of the releases are
 * left out when the browser can read them from the releases' own routes.json files (decision
 * 018): they are a third of the state, and a document that fits the first round trip of a slow
 * link paints a round trip sooner.
 */
export type EmbeddedState = Omit<InitialState, 'routes' | 'menu'> & Partial<Pick<InitialState, 'routes' | 'menu'>>;

/** The state the shell server embedded in the document. */
export function readInitialState(doc: Document = document): EmbeddedState {
  const element = doc.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`The document has no #${INITIAL_STATE_ELEMENT_ID}`);
  return JSON.parse(element.textContent) as EmbeddedState;
}

type ReadJson = (url: string) => Promise<unknown>;

const readJson: ReadJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/** The whole state, and the sections whose routes.json could not be read. */
export interface CompletedState {
  state: InitialState;
  /**
   * Sections left without routes and menu entries: their files do not load, as their code would
   * not. The chrome then differs from the server's markup (a menu entry fewer) and is rendered
   * afresh instead of hydrated.
   */
  unreadable: string[];
}

/**
 * The whole state: the embedded one with the route tables and menu of the releases it names, read
 * from their routes.json files (the loader has asked for them already) when the document left
 * them out. The server validated those files before naming the releases; the menu is merged the
 * way the server merges it, so the chrome hydrates the markup it rendered.
 */
export async function completeState(embedded: EmbeddedState, read: ReadJson = readJson): Promise<CompletedState> {
  const { routes, menu } = embedded;
  if (routes && menu) return { state: { ...embedded, routes, menu }, unreadable: [] };
  const sections = Object.entries(embedded.registry.sections);
  const files = await Promise.allSettled(sections.map(([, entry]) => read(entry.routes)));
  const manifests: Record<string, RouteManifest> = {};
  const unreadable: string[] = [];
  files.forEach((file, index) => {
    const [section] = sections[index] ?? [''];
    if (file.status === 'fulfilled') manifests[section] = file.value as RouteManifest;
    else {
      unreadable.push(section);
      console.error(`The routes of ${section} could not be read`, file.reason);
    }
  });
  return {
    state: {
      ...embedded,
      routes: Object.fromEntries(sections.map(([section]) => [section, manifests[section]?.routes ?? []])),
      menu: menuOfManifests(Object.values(manifests)),
    },
    unreadable,
  };
}
