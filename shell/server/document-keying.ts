/**
 * What a document is kept under in the document cache (decision 034), and whether it may be kept:
 * only a page every visitor of its key would get, made the way it always is.
 */
import type { Language } from '@site/shared-contracts';
import type { PageModel } from '../src/routing/page-model';
import { documentTargetOf, type DocumentGenerations, type DocumentKey } from './document-cache';
import type { SectionRender } from './section-renderer';

export interface DocumentKeying {
  key: DocumentKey;
  /** Made for this request alone: never served from the cache, never kept. */
  once: boolean;
}

export interface DocumentKeyingInput extends DocumentGenerations {
  url: URL;
  page: Pick<PageModel, 'route' | 'device'>;
  origin: string;
  language: Language;
  /** The document is this browser's or visitor's alone (a section override, the Chinese-only note). */
  personal: boolean;
  /** The canaried candidates the document is composed of (decision 078); none: the current releases. */
  composition?: string | undefined;
}

export function documentKeyingOf(input: DocumentKeyingInput): DocumentKeying {
  const { url, page, registry, content, origin, language, personal, composition } = input;
  // The investor link follows "pre" anywhere in the address (SPEC.md §1): such a document is made
  // for the whole address, one of as many as anyone can type, so it is never kept.
  const preInQuery = url.search.includes('pre');
  const target = preInQuery
    ? `${url.pathname}${url.search}`
    : documentTargetOf(url.pathname, page.route, url.searchParams);
  // A canary's composition is kept apart from the current releases' (and from every other), in the
  // origin part of the key: a space never occurs in an origin (document-cache.ts keys by its fields).
  const keyOrigin = composition ? `${origin} ${composition}` : origin;
  return {
    key: { registry, content, origin: keyOrigin, language, device: page.device, target },
    once: personal || preInQuery,
  };
}

/**
 * Whether a made document is kept. A 500 is a passing failure of the content source, a client
 * render (with server rendering on) a passing failure of the section's server code, and a 404 page
 * one of as many as there are paths anyone can type.
 */
export function keepsDocument(
  keying: DocumentKeying,
  status: number,
  render: SectionRender | null,
  serverRender: boolean,
): boolean {
  return !keying.once && status !== 500 && status !== 404 && !(render?.kind === 'client' && serverRender);
}
