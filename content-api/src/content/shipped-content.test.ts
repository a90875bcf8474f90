/**
 * The content the project ships (the repository's content/ folder, what an empty database is
 * seeded with): complete in both backends, safe as it is, and consistent with its images.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EmployeeLife, NewsDetail } from '@site/shared-contracts';
import { MEDIA_ROOT } from '../config';
import { sanitizeRichText } from '../lib/sanitize';
import { shippedContent, shippedItems } from '../test-support/shipped-content';
import { formatProblem } from './item-checks';
import { CONTENT_KINDS, type ContentItem } from './kinds';

const { content, problems } = shippedContent();

/**
 * The drawings' text, in the pages' own fonts (no family a phone lacks to look up) and drawn at its
 * own size (`geometricPrecision`), not at each image's scale on screen: each size and weight the
 * browser draws is a font strike, asked for while the image paints (decision 088).
 */
const DRAWING_FONTS =
  "-apple-system, BlinkMacSystemFont, 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
const UNSCALED = 'text-rendering="geometricPrecision"';

/** Every string value anywhere inside a value, with the key it sits under. */
function strings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => strings(item, name));
  }
  return [];
}

const all = [...content.values()].flatMap((byBackend) => strings([byBackend.zh, byBackend.en]));
const count = (folder: string, backend: 'zh' | 'en') => shippedItems(folder, backend).length;

describe('the shipped content', () => {
  it('imports as it is: no file has a problem', () => {
    expect(problems.map(formatProblem)).toEqual([]);
    expect(CONTENT_KINDS.every((kind) => count(kind.folder, 'zh') > 0 && count(kind.folder, 'en') > 0)).toBe(true);
  });

  it('refers only to media files that exist', () => {
    const references = new Set<string>();
    for (const { text } of all) {
      for (const match of text.matchAll(/\/api\/media\/([\w./-]+\.(?:svg|webp|webm))/g)) references.add(match[1] ?? '');
    }
    expect(references.size).toBeGreaterThan(50);
    const missing = [...references].filter((file) => !fs.existsSync(path.join(MEDIA_ROOT, file)));
    expect(missing).toEqual([]);
  });

  it('loads nothing from outside the site', () => {
    const external = all.filter(({ text }) => /(?:src|href)=["']?(?:https?:)?\/\//i.test(text));
    expect(external).toEqual([]);
  });

  it('has no placeholder text', () => {
    const placeholders = all.filter(({ text }) => /lorem|ipsum|TODO|TBD|placeholder|xxx/i.test(text));
    expect(placeholders).toEqual([]);
  });

  it('holds the same number of items of every kind in both backends', () => {
    const counts = (backend: 'zh' | 'en') => CONTENT_KINDS.map((kind) => [kind.folder, count(kind.folder, backend)]);
    expect(counts('en')).toEqual(counts('zh'));
  });

  it('meets the volumes of the brief', () => {
    const posts = shippedItems<{ city: string }>('social-posts', 'zh');
    const partners = shippedItems<{ type: string }>('partners', 'zh');
    expect(count('news', 'zh')).toBeGreaterThanOrEqual(24);
    expect(count('events', 'zh')).toBeGreaterThanOrEqual(6);
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((post) => post.city)).size).toBeGreaterThanOrEqual(4);
    expect(count('milestones', 'zh')).toBeGreaterThanOrEqual(10);
    expect(partners.filter((partner) => partner.type === 'partner')).toHaveLength(20);
    expect(partners.filter((partner) => partner.type === 'strategy')).toHaveLength(6);
  });

  it('writes rich text that the sanitizer leaves exactly as it is', () => {
    const richText = CONTENT_KINDS.flatMap((kind) =>
      kind.richText
        ? [...shippedItems<ContentItem>(kind.folder, 'zh'), ...shippedItems<ContentItem>(kind.folder, 'en')].map(
            (item) => String(item[kind.richText ?? '']),
          )
        : [],
    );
    expect(richText.length).toBeGreaterThan(100);
    expect(richText.filter((html) => sanitizeRichText(html) !== html)).toEqual([]);
  });

  it.each(['news', 'stories', 'team', 'social-posts', 'product-views'])(
    'names the counterpart in the other backend of every %s item',
    (folder) => {
      const zh = shippedItems<{ id: number; counterpart?: number }>(folder, 'zh');
      const en = shippedItems<{ id: number; counterpart?: number }>(folder, 'en');
      expect(zh.filter((item) => item.counterpart === undefined)).toEqual([]);
      const pairs = zh.map((item) => [item.id, item.counterpart]);
      expect(en.map((item) => [item.counterpart, item.id]).sort()).toEqual(pairs.sort());
    },
  );

  it('pairs the translations: the 2026 conference article 29 with 529, the product view 13 with 44', () => {
    const article = (backend: 'zh' | 'en', id: number) =>
      shippedItems<NewsDetail>('news', backend).find((item) => item.id === id);
    expect(article('zh', 29)?.counterpart).toBe(529);
    expect(article('en', 529)?.title).toMatch(/Conference 2026/);
    const view = shippedItems<{ id: number; counterpart?: number }>('product-views', 'zh').find((v) => v.id === 13);
    expect(view?.counterpart).toBe(44);
  });

  it.each(['zh', 'en'] as const)('gives the home page news cards (%s) a cover each', (backend) => {
    const newest = shippedItems<NewsDetail>('news', backend)
      .filter((article) => article.type === 'dynamic')
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
      .slice(0, 3);
    expect(new Set(newest.map((article) => article.cover)).size).toBe(3);
  });

  it.each(['zh', 'en'] as const)(
    'draws in each employee-life image (%s) only the year its item is about',
    (backend) => {
      for (const life of shippedItems<EmployeeLife>('employee-life', backend)) {
        const svg = fs.readFileSync(path.join(MEDIA_ROOT, life.image.replace('/api/media/', '')), 'utf8');
        const drawnYears = [...svg.matchAll(/<text[^>]*>[^<]*?\b((?:19|20)\d\d)\b[^<]*<\/text>/g)].map((m) => m[1]);
        for (const year of drawnYears) expect(`${life.title} ${life.date}`).toContain(year);
      }
    },
  );

  it("sets the text of every drawing in the pages' font stack, at its drawn size (decision 088)", () => {
    const drawings = fs
      .readdirSync(MEDIA_ROOT, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.svg'))
      .map((file) => [file, fs.readFileSync(path.join(MEDIA_ROOT, file), 'utf8')] as const)
      .filter(([, svg]) => svg.includes('<text'));
    expect(drawings.length).toBeGreaterThan(100);
    const astray = drawings
      .filter(([, svg]) => {
        const families = [...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1]);
        return !(families.length === 1 && families[0] === DRAWING_FONTS && svg.includes(UNSCALED));
      })
      .map(([file]) => file);
    expect(astray).toEqual([]);
  });
});
