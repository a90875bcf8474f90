/**
 * Rich text is sanitized when it is imported and again when the API answers it (DESIGN.md §5,
 * decision 031): only the tags editors need, links that stay on the site or open mail and phone,
 * images from the site's own media.
 */
import sanitizeHtml from 'sanitize-html';

export const RICH_TEXT_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'blockquote',
  'figure',
  'figcaption',
  'img',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.startsWith('/api/media/'),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * The markup as the sanitizer writes it (void elements as `<br />`, attributes quoted, entities
 * decoded) with nothing removed: equal to sanitizeRichText's output exactly when sanitizing
 * removes nothing.
 */
const CANONICAL: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
  nonTextTags: [],
};

export function canonicalHtml(html: string): string {
  return sanitizeHtml(html, CANONICAL).trim();
}
