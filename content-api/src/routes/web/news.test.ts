import type { EventPage, NewsDetail, NewsPage, NewsSummary } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { createScriptConverters } from '../../lib/traditional';
import { buildTestApi, getData } from '../../test-support/api';

const { toTraditional } = createScriptConverters('tw');

describe('news endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(async () => app.close());

  describe.each([1, 2] as const)('in backend %i', (languageType) => {
    const api = (path: string) => `${path}${path.includes('?') ? '&' : '?'}languageType=${languageType}`;

    it('holds at least 24 news and research articles', async () => {
      const dynamic = await getData<NewsPage>(app, api('/api/web/news/list?type=dynamic'));
      const research = await getData<NewsPage>(app, api('/api/web/news/list?type=research'));
      expect(dynamic.total + research.total).toBeGreaterThanOrEqual(24);
      expect(research.total).toBeGreaterThan(0);
    });

    it('pages through a type newest first with no gaps or repeats', async () => {
      const first = await getData<NewsPage>(app, api('/api/web/news/list?type=dynamic&pageSize=6'));
      const pages = Math.ceil(first.total / 6);
      const all: NewsSummary[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const result = await getData<NewsPage>(app, api(`/api/web/news/list?type=dynamic&pageSize=6&page=${page}`));
        expect(result).toMatchObject({ page, pageSize: 6, total: first.total });
        all.push(...result.list);
      }
      expect(all).toHaveLength(first.total);
      expect(new Set(all.map((item) => item.id)).size).toBe(first.total);
      expect(all.every((item) => item.type === 'dynamic')).toBe(true);
      const dates = all.map((item) => item.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('answers an empty list past the last page', async () => {
      const result = await getData<NewsPage>(app, api('/api/web/news/list?page=500'));
      expect(result.list).toEqual([]);
      expect(result.total).toBeGreaterThan(0);
    });

    it('defaults to the dynamic type, page 1 and 10 a page', async () => {
      const result = await getData<NewsPage>(app, api('/api/web/news/list'));
      expect(result).toMatchObject({ page: 1, pageSize: 10 });
      expect(result.list).toHaveLength(10);
      expect(result.list.every((item) => item.type === 'dynamic')).toBe(true);
    });

    it.each(['dynamic', 'research'])('news/detail/top answers the top %s story', async (type) => {
      const top = await getData<NewsSummary>(app, api(`/api/web/news/detail/top?type=${type}`));
      expect(top.type).toBe(type);
      expect(top.isTop).toBe(true);
    });

    it('links each detail to its newer (prev) and older (next) neighbour of the same type', async () => {
      const list = await getData<NewsPage>(app, api('/api/web/news/list?type=research&pageSize=3'));
      const [newest, second, third] = list.list;
      const middle = await getData<NewsDetail>(app, api(`/api/web/news/detail?id=${second?.id}`));
      expect(middle.prev).toEqual({ id: newest?.id, title: newest?.title });
      expect(middle.next).toEqual({ id: third?.id, title: third?.title });
      const first = await getData<NewsDetail>(app, api(`/api/web/news/detail?id=${newest?.id}`));
      expect(first.prev).toBeNull();
      expect(first.content.length).toBeGreaterThan(200);
      expect(first.author).not.toBe('');
    });

    it('names the translation of an article as its counterpart', async () => {
      const [id, counterpart] = languageType === 1 ? [29, 529] : [529, 29];
      const article = await getData<NewsDetail>(app, api(`/api/web/news/detail?id=${id}`));
      expect(article.counterpart).toBe(counterpart);
    });

    it('answers an article asked for as the other type as unknown (issue 25 §1)', async () => {
      const [dynamicId, researchId] = languageType === 1 ? [29, 30] : [529, 530];
      const dynamic = await getData<NewsDetail>(app, api(`/api/web/news/detail?id=${dynamicId}&type=dynamic`));
      expect(dynamic.type).toBe('dynamic');
      const research = await getData<NewsDetail>(app, api(`/api/web/news/detail?id=${researchId}&type=research`));
      expect(research.type).toBe('research');
      for (const url of [`?id=${dynamicId}&type=research`, `?id=${researchId}&type=dynamic`]) {
        const wrong = await app.inject({ url: api(`/api/web/news/detail${url}`) });
        expect(wrong.statusCode).toBe(404);
      }
    });

    it('lists events latest first', async () => {
      const events = await getData<EventPage>(app, api('/api/web/event/list'));
      expect(events.total).toBeGreaterThanOrEqual(6);
      const starts = events.list.map((event) => event.startDate);
      expect(starts).toEqual([...starts].sort().reverse());
      for (const event of events.list) expect(event.endDate >= event.startDate).toBe(true);
    });
  });

  it('converts an article to Traditional on the server (golden sample)', async () => {
    const simplified = await getData<NewsDetail>(app, '/api/web/news/detail?id=1&languageType=1');
    const traditional = await getData<NewsDetail>(app, '/api/web/news/detail?id=1&languageType=1&script=hant');
    expect(traditional.id).toBe(1);
    expect(traditional.cover).toBe(simplified.cover);
    expect(traditional.publishedAt).toBe(simplified.publishedAt);
    expect(traditional.content).not.toBe(simplified.content);
    expect(traditional.content.match(/<[^>]+>/g)).toEqual(simplified.content.match(/<[^>]+>/g));
    expect(traditional.title).toBe(toTraditional(simplified.title));
    expect(traditional.title).not.toMatch(/[数发这们为]/);
  });

  it('answers rich text written straight to the database sanitized: no meta refresh, no style', async () => {
    const hostile =
      '<p>正文第一段</p><meta http-equiv="refresh" content="1;url=https://evil.example/">' +
      '<style>body{display:none}</style><p onclick="steal()">正文第二段</p>';
    // As a migration, a database tool or an old import would write it, announced by a new generation.
    await app.contentStore.db
      .updateTable('article')
      .set({ content: hostile })
      .where('languageType', '=', 1)
      .where('id', '=', 12)
      .execute();
    await app.contentStore.db
      .updateTable('contentGeneration')
      .set((eb) => ({ generation: eb('generation', '+', 1) }))
      .execute();
    for (const url of ['/api/web/news/detail?id=12', '/api/web/news/detail?id=12&script=hant']) {
      const article = await getData<NewsDetail>(app, url);
      expect(article.content).not.toMatch(/<meta|<style|refresh|evil\.example|display:none|onclick/i);
      expect(article.content).toMatch(/^<p>正文第一段<\/p><p>正文第二段<\/p>$/);
    }
  });
});
