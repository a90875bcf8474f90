/**
 * What the shell gives every section (single-spa custom props) and what a section gives back.
 */
import type { EndpointPath } from './endpoint-queries';
import type { EndpointData, EndpointQuery } from './endpoints';
import type { SiteEventBus } from './events';
import type { Language, LanguageQuery } from './language';
import type { Device, InitialState } from './state';

/** An endpoint's query without the language parameters: the client adds those. */
export type ApiQuery<P extends EndpointPath> = Omit<EndpointQuery<P>, keyof LanguageQuery>;

export interface ApiClient {
  /**
   * GETs an endpoint in the current language. Answers already embedded by the server are used
   * once without a request; later calls fetch, run the loading bar and reject on failure (a
   * 400 also sends the visitor to /400).
   */
  get<P extends EndpointPath>(path: P, query?: ApiQuery<P>): Promise<EndpointData<P>>;
  /** The embedded answer for this request, if the server sent one (for a first render). */
  peek<P extends EndpointPath>(path: P, query?: ApiQuery<P>): EndpointData<P> | undefined;
}

export interface SectionProps {
  bus: SiteEventBus;
  api: ApiClient;
  /** The language now; changes arrive on the bus as 'language:changed'. */
  getLanguage(): Language;
  device: Device;
  /** URL prefix the section's router works under: "", "/en", "/m" or "/en/m". */
  basename: string;
  /** The state the page was served with. */
  initialState: InitialState;
  /** Shows the shell's 404 page in place of the section (an id the API does not know). */
  showNotFound(): void;
  /** The release of the section the shell loaded (its registry version). */
  release: string;
  /**
   * The URL (path and query) the server renders for an address: its page's target (pageTargetOf).
   * Optional, as a section may run under a shell released before it.
   */
  renderedUrlOf?(url: string): string;
}

/** What single-spa mounts a section with: its props and the element it renders into. */
export interface SectionMountProps extends SectionProps {
  /** Created by the shell, one per section and URL prefix; may hold the server's markup. */
  domElement: HTMLElement;
}
