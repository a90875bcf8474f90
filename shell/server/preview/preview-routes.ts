/**
 * The preview addresses (decision 069), registered only when previews are on: a link
 * (`/_preview/<token>`) puts its grant in the browser's cookie and opens the section's landing
 * page (a content preview's link, decision 073: the home page); `/_preview/leave` takes one
 * section's grant, or all, out of it. Elsewhere these paths are
 * the 404 page like any unknown one.
 */
import type { RouteEntry } from '@site/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import { joinLanguagePrefix } from '../../src/routing/location';
import { PREVIEW_LEAVE_PATH, PREVIEW_PATH_PREFIX } from '../../src/preview-paths';
import { answerPlainly } from '../bad-requests';
import type { ShellConfig } from '../config';
import type { ReleaseCatalog } from '../release-catalog';
import { servedOverHttps } from '../site-origin';
import { redirectUncached } from '../uncached-redirect';
import { visitorLanguageOf } from '../visitor-language';
import type { Previews } from './previews';

/** The same words whatever the link was: nothing of it is echoed, nor why it failed. */
export const INVALID_LINK_TEXT =
  'This preview link is not valid: it has expired, or its release is no longer the candidate, or its content preview was discarded.\n' +
  '此预览链接无效：已过期，或其版本已不是候选版本，或其内容预览已被丢弃。\n';

export interface PreviewRoutesOptions {
  config: Pick<ShellConfig, 'publicOrigin'>;
  catalog: Pick<ReleaseCatalog, 'current'>;
  previews: Previews;
}

/** A section's landing page: its first route without parameters, or the home page. */
export function landingPathOf(routes: readonly RouteEntry[] | undefined): string {
  return routes?.find((route) => !/[:*]/.test(route.path))?.path ?? '/';
}

export const previewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (app, { config, catalog, previews }) => {
  app.get<{ Querystring: { section?: unknown } }>(PREVIEW_LEAVE_PATH, async (request, reply) => {
    const { section } = request.query;
    const cookie = previews.leave(
      await catalog.current(),
      request.headers.cookie,
      typeof section === 'string' ? section : undefined,
      servedOverHttps(config, request),
    );
    return redirectUncached(reply, '/', cookie);
  });

  // A wildcard, not a parameter: the router matches no parameter longer than 100 characters.
  app.get<{ Params: { '*': string } }>(`${PREVIEW_PATH_PREFIX}*`, async (request, reply) => {
    const opened = previews.openLink(
      await catalog.current(),
      request.params['*'],
      request.headers.cookie,
      servedOverHttps(config, request),
      await previews.currentContentId(),
    );
    if (opened.kind === 'invalid') return answerPlainly(request, reply, 400, INVALID_LINK_TEXT);
    // One redirect: an English visitor would otherwise be sent on to the /en page by the guards.
    const { language } = visitorLanguageOf('', request.headers);
    const landing = joinLanguagePrefix(language === 'e' ? '/en' : '', landingPathOf(opened.routes));
    return redirectUncached(reply, landing, opened.cookie);
  });
};
