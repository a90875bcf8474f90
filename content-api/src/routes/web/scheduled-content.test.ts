/**
 * Scheduled items (decision 070) through the API, with the app's clock injected: absent from
 * lists and details before publishAt and from unpublishAt on, present between, with no cached
 * answer outliving a boundary and no extra work on a hit when nothing is scheduled.
 */
import type { NewsDetail, NewsPage, NewsSummary } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { NEAR_BOUNDARY_CACHE_CONTROL } from '../../lib/endpoint';
import { ResponseCache } from '../../lib/response-cache';
import { buildTestApi, get, getData } from '../../test-support/api';
import {
  addNewArticle,
  copyOfShippedContent,
  removeContentFolders,
  type ContentFolder,
} from '../../test-support/content-folders';
import { testDialect } from '../../test-support/database';

const START = Date.parse('2026-12-01T01:00:00Z');
/** Half an hour after START, written in the site's zone. */
const PUBLISH_AT = '2026-12-01T09:30:00+08:00';
const BOUNDARY = Date.parse('2026-12-01T01:30:00Z');

const LIST = '/api/web/news/list?type=dynamic&languageType=1';
const detail = (id: number, languageType = 1) => `/api/web/news/detail?id=${id}&languageType=${languageType}`;

interface ScheduledApi {
  app: FastifyInstance;
  cache: ResponseCache;
  clock: jest.Mock<number, []>;
  /** Moves the app's clock to a time. */
  at(ms: number): void;
}

/** An API seeded with a copy of the shipped content as `edit` changes it, on a clock at START. */
async function scheduledApi(edit: (folder: ContentFolder) => void = () => {}): Promise<ScheduledApi> {
  const folder = copyOfShippedContent();
  edit(folder);
  let now = START;
  const clock = jest.fn(() => now);
  const cache = new ResponseCache(100);
  const app = await buildTestApi({}, { contentFolder: folder.root, clock, responseCache: cache });
  return { app, cache, clock, at: (ms) => (now = ms) };
}

const idsOf = async (app: FastifyInstance, url = LIST) =>
  (await getData<NewsPage>(app, url)).list.map((item) => item.id);

// Each test seeds a database of its own.
jest.setTimeout(60_000);
describe(`scheduled content (${testDialect()})`, () => {
  let api: ScheduledApi | undefined;
  afterEach(async () => {
    await api?.app.close();
    api = undefined;
    removeContentFolders();
  });

  it('answers an article with publishAt in the future nowhere, its detail a 404, until its time', async () => {
    api = await scheduledApi((folder) => {
      addNewArticle(folder);
      folder.edit('news/zh/31.json', { publishAt: PUBLISH_AT });
    });
    const { app, at } = api;
    expect(await idsOf(app)).not.toContain(31);
    expect((await get(app, detail(31))).statusCode).toBe(404);
    at(BOUNDARY - 1);
    expect(await idsOf(app)).not.toContain(31);
    expect((await get(app, detail(31))).statusCode).toBe(404);
    expect((await getData<NewsDetail>(app, detail(29))).prev).toBeNull();

    at(BOUNDARY);
    expect((await idsOf(app))[0]).toBe(31);
    expect((await getData<NewsDetail>(app, detail(31))).title).toBe('瀚数科技发布2026年金融科技白皮书');
    expect((await getData<NewsDetail>(app, detail(29))).prev).toEqual({
      id: 31,
      title: '瀚数科技发布2026年金融科技白皮书',
    });
  });

  it('answers an item from its unpublishAt on as if it had never been, and its counterpart answers none', async () => {
    api = await scheduledApi((folder) => folder.edit('news/zh/29.json', { unpublishAt: PUBLISH_AT }));
    const { app, at } = api;
    const top = '/api/web/news/detail/top?type=dynamic&languageType=1';
    expect(await idsOf(app)).toContain(29);
    expect((await getData<NewsSummary>(app, top)).id).toBe(29);
    expect((await getData<NewsDetail>(app, detail(529, 2))).counterpart).toBe(29);

    at(BOUNDARY);
    expect(await idsOf(app)).not.toContain(29);
    expect((await get(app, detail(29))).statusCode).toBe(404);
    expect((await getData<NewsSummary>(app, top)).id).not.toBe(29);
    expect((await getData<NewsDetail>(app, detail(529, 2))).counterpart).toBeNull();
  });

  it('never serves a cached list past a boundary: the hit before it, a new answer after', async () => {
    api = await scheduledApi((folder) => {
      addNewArticle(folder);
      folder.edit('news/zh/31.json', { publishAt: PUBLISH_AT });
    });
    const { app, cache, at } = api;
    at(BOUNDARY - 1000);
    expect(await idsOf(app)).not.toContain(31);
    const before = cache.stats();
    expect(await idsOf(app)).not.toContain(31);
    expect(cache.stats().hits).toBe(before.hits + 1);

    at(BOUNDARY);
    expect((await idsOf(app))[0]).toBe(31);
    expect(cache.stats().hits).toBe(before.hits + 1);
    expect((await idsOf(app))[0]).toBe(31);
    expect(cache.stats().hits).toBe(before.hits + 2);
  });

  it('keeps the hit rate when nothing is scheduled: the second request is a hit that reads no clock', async () => {
    api = await scheduledApi();
    const { app, cache, clock } = api;
    expect(app.contentStore.generation.nextBoundary).toBe(Infinity);
    await idsOf(app);
    const hits = cache.stats().hits;
    const clockReads = clock.mock.calls.length;
    await idsOf(app);
    expect(cache.stats().hits).toBe(hits + 1);
    expect(clock.mock.calls.length).toBe(clockReads);
  });

  it('asks browsers to revalidate an answer made less than its max-age before a boundary', async () => {
    api = await scheduledApi((folder) => {
      addNewArticle(folder);
      folder.edit('news/zh/31.json', { publishAt: PUBLISH_AT });
    });
    const { app, at } = api;
    const cacheControl = async () => (await get(app, LIST)).headers['cache-control'];
    expect(await cacheControl()).toBe('public, max-age=300');
    at(BOUNDARY - 300_000);
    expect(await cacheControl()).toBe(NEAR_BOUNDARY_CACHE_CONTROL);
    expect(await cacheControl()).toBe(NEAR_BOUNDARY_CACHE_CONTROL);
    at(BOUNDARY);
    expect(await cacheControl()).toBe('public, max-age=300');
  });

  it('schedules every kind the same way: lists, details and maps leave out what is not live', async () => {
    const readers: { file: string; read: (app: FastifyInstance) => Promise<unknown> }[] = [
      {
        file: 'events/zh/1.json',
        read: async (app) =>
          (await getData<{ list: { id: number }[] }>(app, '/api/web/event/list?languageType=1')).list.some(
            (event) => event.id === 1,
          ),
      },
      {
        file: 'team/en/503.json',
        read: async (app) =>
          (await getData<{ id: number }[]>(app, '/api/web/team/list?languageType=2')).some(
            (member) => member.id === 503,
          ),
      },
      {
        file: 'navigation/zh/8.json',
        read: async (app) =>
          (await getData<{ key: string }[]>(app, '/api/web/navigation?languageType=1')).some(
            (entry) => entry.key === 'contact',
          ),
      },
      {
        file: 'seo/en/about.json',
        read: async (app) => 'about' in (await getData<object>(app, '/api/web/seo/map?languageType=2')),
      },
      {
        file: 'solution-pages/zh/101.json',
        read: async (app) =>
          (await getData<{ pages: { id: number }[] }>(app, '/api/web/category/detail?id=17&languageType=1')).pages.some(
            (page) => page.id === 101,
          ),
      },
      {
        file: 'investor/zh/profile.json',
        read: async (app) => (await get(app, '/api/web/investor/detail?languageType=1')).statusCode === 200,
      },
      {
        file: 'product-views/zh/13.json',
        read: async (app) => (await get(app, '/api/web/category/page/detail?id=13&languageType=1')).statusCode === 200,
      },
    ];
    api = await scheduledApi((folder) => {
      for (const { file } of readers) folder.edit(file, { publishAt: PUBLISH_AT });
    });
    const { app, at } = api;
    const live = () => Promise.all(readers.map(({ read }) => read(app)));
    expect(await live()).toEqual(readers.map(() => false));
    at(BOUNDARY);
    expect(await live()).toEqual(readers.map(() => true));
  });
});
