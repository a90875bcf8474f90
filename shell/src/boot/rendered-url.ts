/**
 * The URL the server renders for an address (issue 44): the target of its page, as the server's
 * document keying takes it, from the same page model. Markup rendered for an address's target is
 * that page's, so a campaign link (`?utm_source=…`) hydrates it instead of rendering afresh.
 */
import { pageTargetOf, type InitialState } from '@site/shared-contracts';
import { pageModelOf } from '../routing/page-model';

export function renderedUrlOf(url: string, { routes, registry }: Pick<InitialState, 'routes' | 'registry'>): string {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  return pageTargetOf(pathname, pageModelOf({ pathname, routes, registry }).route, searchParams);
}
