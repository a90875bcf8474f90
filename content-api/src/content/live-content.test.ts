/**
 * An import from the command line is live on every API sharing the database on its very next
 * request, cached answers included: on SQLite one API, on PostgreSQL two (decision 031).
 */
import type { NewsDetail, NewsPage } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, get, getData } from '../test-support/api';
import {
  addNewArticle,
  copyOfShippedContent,
  emptyFolder,
  removeContentFolders,
} from '../test-support/content-folders';
import { CONTENT_CLI, finished, startContentProcess } from '../test-support/content-processes';
import { createTestDatabase, testDialect, type TestDatabase } from '../test-support/database';

const LIST = '/api/web/news/list?type=dynamic&languageType=1';
const detail = (id: number) => `/api/web/news/detail?id=${id}&languageType=1`;
const NEW_TITLE = '2026瀚数金融科技大会：“瀚智”2.0与金融智能体平台正式发布';

// Each test seeds a database of its own from the shipped folder, and some start processes.
jest.setTimeout(60_000);
describe(`content imported from the command line (${testDialect()})`, () => {
  let database: TestDatabase;
  let apis: FastifyInstance[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const count = testDialect() === 'postgres' ? 2 : 1;
    apis = [];
    for (let index = 0; index < count; index += 1) apis.push(await buildTestApi({}, { database: database.config }));
  });
  afterAll(async () => {
    for (const api of apis) await api.close();
    await database.drop();
    removeContentFolders();
  });

  it('is answered by every API on its next request, list and article, with nothing cached left over', async () => {
    for (const api of apis) {
      for (let round = 0; round < 2; round += 1) {
        expect((await getData<NewsPage>(api, LIST)).list[0]?.id).toBe(29);
        expect((await getData<NewsDetail>(api, detail(29))).title).not.toBe(NEW_TITLE);
      }
      expect((await get(api, detail(31))).statusCode).toBe(404);
    }

    const folder = copyOfShippedContent();
    addNewArticle(folder);
    folder.edit('news/zh/29.json', { title: NEW_TITLE });
    const run = finished(
      startContentProcess(CONTENT_CLI, ['import', folder.root, '--backup', emptyFolder()], database.config),
    );
    const { code, stdout, stderr } = await run;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/news: 1 added \(zh\/31\), 1 changed \(zh\/29\)/);
    expect(stdout).toMatch(/content generation 2\.$/m);

    for (const api of apis) {
      const list = await getData<NewsPage>(api, LIST);
      expect(list.list.slice(0, 2).map((item) => item.id)).toEqual([31, 29]);
      expect((await getData<NewsDetail>(api, detail(31))).title).toBe('瀚数科技发布2026年金融科技白皮书');
      expect((await getData<NewsDetail>(api, detail(29))).title).toBe(NEW_TITLE);
    }
  });
});
