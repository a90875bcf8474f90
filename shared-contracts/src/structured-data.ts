/**
 * The JSON-LD blocks a route declares (`structuredData` of its manifest entry), built from its
 * data: each builder knows one schema.org type and the entity it is made from, so a section names
 * a builder and the data need it reads, and the shell, which knows no section, runs it. Data that
 * does not match the entity (an error page's, another endpoint's) makes no block.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { htmlLangOf, type Language } from './language';
import { menuKeyOfPath, type LocalizedText, type MenuEntry, type StructuredDataDeclaration } from './routes';
import { NewsDetail, Office, SocialPostDetail } from './schemas';

export interface StructuredDataContext {
  language: Language;
  /** The page's own absolute URL (its canonical link). */
  url: string;
  /** The absolute URL of a site path (without the /en prefix) in the page's language. */
  urlOf(path: string): string;
  /** The absolute URL of a file the site serves at this path (media, images). */
  fileUrlOf(path: string): string;
  /** The route's data by the key of its data need. */
  data: Readonly<Record<string, unknown>>;
  /** The header entries: breadcrumb names come from their labels and item titles. */
  menu: readonly MenuEntry[];
  /** The company's name in each language. */
  brand: LocalizedText;
  /** The absolute URL of the company's logo (a raster image). */
  logo: string;
}

export type JsonLd = Record<string, unknown>;

const SCHEMA_ORG = 'https://schema.org';

/** Where the company is registered: every office of the content is in mainland China. */
const COMPANY_COUNTRY = 'CN';
/** The content's dates are days in Beijing time. */
const CONTENT_TIME_ZONE = '+08:00';

const JOB_SECTIONS: Record<Language, { duties: string; requirements: string }> = {
  s: { duties: '岗位职责', requirements: '任职要求' },
  t: { duties: '崗位職責', requirements: '任職要求' },
  e: { duties: 'Responsibilities', requirements: 'Requirements' },
};

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function matching<T>(schema: TSchema, value: unknown): T | null {
  return Value.Check(schema, value) ? (value as T) : null;
}

function dateTimeOf(day: string): string {
  return `${day}T00:00:00${CONTENT_TIME_ZONE}`;
}

function publisherOf(context: StructuredDataContext): JsonLd {
  return {
    '@type': 'Organization',
    name: context.brand[context.language],
    url: context.urlOf('/'),
    logo: { '@type': 'ImageObject', url: context.logo },
  };
}

function organization(from: unknown, context: StructuredDataContext): JsonLd | null {
  const offices = matching<Office[]>(Type.Array(Office), from);
  const headquarters = offices?.find((office) => office.isHeadquarters) ?? offices?.[0];
  if (!headquarters) return null;
  const { brand, language } = context;
  const name = brand[language];
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    name,
    alternateName: [...new Set([brand.s, brand.t, brand.e])].filter((other) => other !== name),
    url: context.urlOf('/'),
    logo: context.logo,
    email: headquarters.email,
    telephone: headquarters.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: headquarters.address,
      addressLocality: headquarters.city,
      addressCountry: COMPANY_COUNTRY,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: headquarters.phone,
      email: headquarters.email,
      availableLanguage: ['zh-Hans', 'zh-Hant', 'en'],
    },
  };
}

function newsArticle(from: unknown, context: StructuredDataContext): JsonLd | null {
  const article = matching<NewsDetail>(NewsDetail, from);
  if (!article) return null;
  const published = dateTimeOf(article.publishedAt);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    image: [context.fileUrlOf(article.cover)],
    datePublished: published,
    // The content keeps one date per article: it is not edited after it is published.
    dateModified: published,
    inLanguage: htmlLangOf(context.language),
    mainEntityOfPage: context.url,
    author: [{ '@type': 'Organization', name: article.author || article.source, url: context.urlOf('/') }],
    publisher: publisherOf(context),
  };
}

function jobPosting(from: unknown, context: StructuredDataContext, employmentType: string): JsonLd | null {
  const post = matching<SocialPostDetail>(SocialPostDetail, from);
  if (!post) return null;
  const headings = JOB_SECTIONS[context.language];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`;
  const description = [
    `<p>${escapeMarkup(post.department)}</p>`,
    `<p>${escapeMarkup(headings.duties)}</p>${list(post.duties)}`,
    `<p>${escapeMarkup(headings.requirements)}</p>${list(post.requirements)}`,
  ].join('');
  return {
    '@context': SCHEMA_ORG,
    '@type': 'JobPosting',
    title: post.title,
    description,
    identifier: { '@type': 'PropertyValue', name: context.brand[context.language], value: String(post.id) },
    datePosted: post.publishedAt,
    employmentType,
    hiringOrganization: publisherOf(context),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: post.city, addressCountry: COMPANY_COUNTRY },
    },
    url: context.url,
  };
}

/** The name of a site path in the header: a panel or drawer item linking to it, else its entry's label. */
function menuNameOf(path: string, context: StructuredDataContext): string | null {
  const { menu, language } = context;
  for (const entry of menu) {
    const items = [...(Array.isArray(entry.items) ? entry.items : []), ...(entry.drawer ?? [])];
    const item = items.find((candidate) => candidate.path === path);
    if (item) return item.title[language];
  }
  const key = menuKeyOfPath(path);
  return menu.find((entry) => entry.key === key)?.label[language] ?? null;
}

function breadcrumbs(from: unknown, context: StructuredDataContext, parent: string): JsonLd | null {
  const item = from as { title?: unknown; name?: unknown } | null;
  const name = typeof item?.title === 'string' ? item.title : typeof item?.name === 'string' ? item.name : null;
  const parentName = menuNameOf(parent, context);
  if (!name || !parentName) return null;
  const home = menuNameOf('/', context) ?? context.brand[context.language];
  const trail = [
    { name: home, item: context.urlOf('/') },
    { name: parentName, item: context.urlOf(parent) },
    { name, item: context.url },
  ];
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  };
}

/** The JSON-LD blocks of a page from its route's declarations and data; a block whose data does not fit is left out. */
export function structuredDataOf(
  declarations: readonly StructuredDataDeclaration[],
  context: StructuredDataContext,
): JsonLd[] {
  return declarations.flatMap((declaration) => {
    const from = context.data[declaration.from];
    const block =
      declaration.type === 'Organization'
        ? organization(from, context)
        : declaration.type === 'NewsArticle'
          ? newsArticle(from, context)
          : declaration.type === 'JobPosting'
            ? jobPosting(from, context, declaration.employmentType)
            : breadcrumbs(from, context, declaration.parent);
    return block ? [block] : [];
  });
}
