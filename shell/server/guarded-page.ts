/**
 * What a visitor's request is, before any content of it is read: the page model, the visitor's
 * language and the guards' redirects (auth, device, lang), with the language cookie either sets.
 */
import { serializeLanguageCookie, type Language } from '@site/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { runGuards } from '../src/guards/run-guards';
import { pageModelOf, type PageInput, type PageModel } from '../src/routing/page-model';
import type { ShellConfig } from './config';
import type { PageContent } from './page-content';
import { sharedItemOf } from './shared-item';
import { servedOverHttps } from './site-origin';
import { visitorLanguageOf } from './visitor-language';

export type GuardedPage =
  | { kind: 'redirect'; location: string; cookie?: string }
  | {
      kind: 'page';
      page: PageModel;
      /** The language the page is shown in. */
      language: Language;
      /** A shared Chinese item with no English counterpart, shown to an English visitor with a note. */
      onlyInChinese: boolean;
      /** The language cookie to set: English, on a /en page read without it. */
      cookie?: string;
    };

export async function guardedPageOf(
  pageContent: PageContent,
  input: PageInput,
  url: URL,
  request: Pick<FastifyRequest, 'headers' | 'protocol'>,
  config: Pick<ShellConfig, 'publicOrigin'>,
): Promise<GuardedPage> {
  const page = pageModelOf(input);
  const visitor = visitorLanguageOf(page.languagePrefix, request.headers);
  const sharedItem = await sharedItemOf(pageContent, page, visitor, url.searchParams);
  const userAgent = request.headers['user-agent'] ?? '';
  const guarded = { ...page, search: url.search, language: visitor.language, userAgent };
  const decision = runGuards(sharedItem ? { ...guarded, sharedItem } : guarded);
  const secure = servedOverHttps(config, request);
  if (decision) {
    const cookie = decision.language ? serializeLanguageCookie(decision.language, secure) : undefined;
    return { kind: 'redirect', location: decision.redirect, cookie };
  }
  const onlyInChinese = sharedItem !== undefined;
  return {
    kind: 'page',
    page,
    language: onlyInChinese ? visitor.chinese : visitor.language,
    onlyInChinese,
    cookie: visitor.setsEnglishCookie ? serializeLanguageCookie('e', secure) : undefined,
  };
}
