import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_ROOT } from '../app';
import { sanitizeRichText } from '../lib/sanitize';
import { defaultSeedContent } from './seed';

const content = defaultSeedContent;

/** Every string value anywhere inside a value, with the key it sits under. */
function strings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => strings(item, name));
  }
  return [];
}

describe('seed content', () => {
  const all = strings(content);

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

  it('holds the same number of items in both backends', () => {
    const counts = (lang: 'zh' | 'en') => ({
      articles: content.news.articles[lang].length,
      events: content.news.events[lang].length,
      stories: content.about.stories[lang].length,
      milestones: content.about.milestones[lang].length,
      team: content.about.team[lang].length,
      shareholders: content.about.shareholders[lang].length,
      honours: content.about.honours[lang].length,
      partners: content.about.partners[lang].length,
      pages: content.about.pages[lang].length + content.recruit.pages[lang].length,
      products: content.business.productCategories[lang].length,
      views: content.business.productViews[lang].length,
      solutions: content.business.solutions[lang].length,
      home: content.business.homeComponents[lang].length,
      seo: Object.keys(content.business.seo[lang]).length,
      socialPosts: content.recruit.socialPosts[lang].length,
      offices: content.recruit.offices[lang].length,
      campus: content.recruit.campusPosts[lang].length,
      environment: content.recruit.environment[lang].length,
      life: content.recruit.employeeLife[lang].length,
    });
    expect(counts('en')).toEqual(counts('zh'));
  });

  it('meets the volumes of the brief', () => {
    const zh = {
      articles: content.news.articles.zh.length,
      events: content.news.events.zh.length,
      socialPosts: content.recruit.socialPosts.zh.length,
      cities: new Set(content.recruit.socialPosts.zh.map((post) => post.city)).size,
      milestones: content.about.milestones.zh.length,
      partners: content.about.partners.zh.filter((p) => p.type === 'partner').length,
      strategy: content.about.partners.zh.filter((p) => p.type === 'strategy').length,
    };
    expect(zh.articles).toBeGreaterThanOrEqual(24);
    expect(zh.events).toBeGreaterThanOrEqual(6);
    expect(zh.socialPosts).toBeGreaterThanOrEqual(12);
    expect(zh.cities).toBeGreaterThanOrEqual(4);
    expect(zh.milestones).toBeGreaterThanOrEqual(10);
    expect(zh.partners).toBe(20);
    expect(zh.strategy).toBe(6);
  });

  it('gives every item of a kind a unique id within its backend', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const list of [
        content.news.articles[lang],
        content.news.events[lang],
        content.about.team[lang],
        content.about.partners[lang],
        content.about.honours[lang],
        content.recruit.socialPosts[lang],
        content.business.solutions[lang].flatMap((solution) => solution.pages),
      ]) {
        const ids = list.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });

  it('writes rich text that the sanitizer leaves as it is, but for the planted XSS sample', () => {
    const richKeys = new Set(['content', 'biography']);
    const changed = all
      .filter(({ key }) => richKeys.has(key))
      // The sanitizer writes void elements as <img />: that is the same markup.
      .filter(({ text }) => sanitizeRichText(text).replace(/\s*\/>/g, '>') !== text.trim())
      .map(({ text }) => text);
    expect(changed).toHaveLength(2);
    for (const text of changed) expect(text).toMatch(/<script|onerror|javascript:/);
  });
});
