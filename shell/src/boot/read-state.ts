import {
  INITIAL_STATE_ELEMENT_ID,
  menuOfManifests,
  routesOfRelease,
  type InitialState,
  type RouteManifest,
} from '@site/shared-contracts';

/**
 * The state as the document carries it. The route tables and the header menu of the releases are
 * left out (decision 018): they are a third of the state, and a document that fits the first round
 * trip of a slow link paints a round trip sooner. The document names instead the one file that
 * holds them for its registry (decision 052).
 */
export type EmbeddedState = Omit<InitialState, 'routes' | 'menu'> &
  Partial<Pick<InitialState, 'routes' | 'menu'>> & {
    /** The URL of the registry's route tables and menu, when the state leaves them out. */
    siteTables?: string;
  };

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

/** The tables of the site-tables file, or null when it could not be read or is not one. */
async function readSiteTables(url: string, read: ReadJson): Promise<Pick<InitialState, 'routes' | 'menu'> | null> {
  try {
    const tables = (await read(url)) as Partial<Pick<InitialState, 'routes' | 'menu'>> | null;
    if (tables && typeof tables.routes === 'object' && tables.routes && Array.isArray(tables.menu)) {
      return { routes: tables.routes, menu: tables.menu };
    }
    console.error(`${url} holds no route tables`);
  } catch (error) {
    console.error("The route tables could not be read; reading each section's", error);
  }
  return null;
}

/**
 * The whole state: the embedded one with the route tables and menu of the releases it names, read
 * from the one file the document names (the loader has asked for it already) when it left them
 * out. Should that file fail, each release's routes.json is read instead and the menu merged the
 * way the server merges it, so the chrome still hydrates the markup the server rendered.
 */
export async function completeState(embedded: EmbeddedState, read: ReadJson = readJson): Promise<CompletedState> {
  const { routes, menu, siteTables, ...rest } = embedded;
  if (routes && menu) return { state: { ...rest, routes, menu }, unreadable: [] };
  const tables = siteTables ? await readSiteTables(siteTables, read) : null;
  if (tables) return { state: { ...rest, ...tables }, unreadable: [] };
  const sections = Object.entries(embedded.registry.sections);
  const files = await Promise.allSettled(sections.map(([section, entry]) => read(routesOfRelease(section, entry))));
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
      ...rest,
      routes: Object.fromEntries(sections.map(([section]) => [section, manifests[section]?.routes ?? []])),
      menu: menuOfManifests(Object.values(manifests)),
    },
    unreadable,
  };
}
