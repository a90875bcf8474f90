/**
 * The sitemaps as XML (sitemaps.org 0.9): an index naming one sitemap per language of the URLs,
 * and each language's sitemap, whose URLs carry their hreflang alternates (the same pairs as the
 * documents' links) and their mobile page as a media alternate (Google's separate mobile URLs).
 */
import type { PagePair, SitePage } from './site-pages';

export type SitemapLanguage = 'zh-Hans' | 'en';

/** One sitemap per language with URLs of its own: Traditional shares the Chinese URLs (decision 045). */
export const SITEMAPS: readonly { language: SitemapLanguage; path: string; prefix: '' | '/en' }[] = [
  { language: 'zh-Hans', path: '/sitemap-zh-Hans.xml', prefix: '' },
  { language: 'en', path: '/sitemap-en.xml', prefix: '/en' },
];

/** The media query of a mobile page in a sitemap (Google's form for separate mobile URLs). */
const MOBILE_MEDIA = 'only screen and (max-width: 640px)';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function urlOf(origin: string, prefix: '' | '/en', path: string): string {
  return `${origin}${prefix && path === '/' ? prefix : `${prefix}${path}`}`;
}

function alternate(attributes: string, href: string): string {
  return `<xhtml:link rel="alternate" ${attributes} href="${escapeXml(href)}"/>`;
}

function urlElement(origin: string, pair: PagePair, own: SitePage, prefix: '' | '/en'): string {
  const parts = [`<loc>${escapeXml(urlOf(origin, prefix, own.path))}</loc>`];
  if (own.lastmod) parts.push(`<lastmod>${own.lastmod}</lastmod>`);
  if (pair.chinese && pair.english) {
    const chinese = urlOf(origin, '', pair.chinese.path);
    parts.push(
      alternate('hreflang="zh-Hans"', chinese),
      alternate('hreflang="en"', urlOf(origin, '/en', pair.english.path)),
      alternate('hreflang="x-default"', chinese),
    );
  }
  if (own.mobilePath) parts.push(alternate(`media="${MOBILE_MEDIA}"`, urlOf(origin, prefix, own.mobilePath)));
  return `<url>${parts.join('')}</url>`;
}

/** One language's sitemap. */
export function sitemapXml(origin: string, pairs: readonly PagePair[], language: SitemapLanguage): string {
  const { prefix } = SITEMAPS.find((sitemap) => sitemap.language === language) ?? SITEMAPS[0]!;
  const urls = pairs.flatMap((pair) => {
    const own = language === 'en' ? pair.english : pair.chinese;
    return own ? [urlElement(origin, pair, own, prefix)] : [];
  });
  return [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/** The sitemap index: each language's sitemap, with the latest change of its pages. */
export function sitemapIndexXml(origin: string, pairs: readonly PagePair[]): string {
  const entries = SITEMAPS.map(({ language, path }) => {
    const days = pairs
      .map((pair) => (language === 'en' ? pair.english : pair.chinese)?.lastmod)
      .filter((day): day is string => typeof day === 'string')
      .sort();
    const latest = days.at(-1);
    return `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc>${latest ? `<lastmod>${latest}</lastmod>` : ''}</sitemap>`;
  });
  return [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
  ].join('\n');
}
