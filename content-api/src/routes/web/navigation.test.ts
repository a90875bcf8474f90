import type { NavigationEntry } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, getData } from '../../test-support/api';

describe('GET /api/web/navigation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(async () => app.close());

  it('lists the eight menu entries of the Chinese backend by name', async () => {
    const entries = await getData<NavigationEntry[]>(app, '/api/web/navigation?languageType=1');
    expect(entries.map((entry) => entry.name)).toEqual([
      '首页',
      '关于我们',
      '产品服务',
      '合作案例',
      '资质荣誉',
      '新闻中心',
      '投资者关系',
      '联系我们',
    ]);
  });

  it('lists the eight menu entries of the English backend by name', async () => {
    const entries = await getData<NavigationEntry[]>(app, '/api/web/navigation?languageType=2');
    expect(entries.map((entry) => entry.name)).toEqual([
      'Home',
      'About',
      'Product Service',
      'Cooperation Case',
      'Qualification Honor',
      'News Center',
      'Investor Relations',
      'Contact Us',
    ]);
  });

  it('gives both backends the same keys and urls', async () => {
    const zh = await getData<NavigationEntry[]>(app, '/api/web/navigation?languageType=1');
    const en = await getData<NavigationEntry[]>(app, '/api/web/navigation?languageType=2');
    expect(zh.map(({ key, url }) => ({ key, url }))).toEqual(en.map(({ key, url }) => ({ key, url })));
    expect(zh.map((entry) => entry.key)).toEqual([
      'home',
      'about',
      'product',
      'solution',
      'honour',
      'news',
      'invest',
      'contact',
    ]);
  });

  it('converts the names to Traditional with script=hant', async () => {
    const entries = await getData<NavigationEntry[]>(app, '/api/web/navigation?languageType=1&script=hant');
    expect(entries.map((entry) => entry.name)).toEqual([
      '首頁',
      '關於我們',
      '產品服務',
      '合作案例',
      '資質榮譽',
      '新聞中心',
      '投資者關係',
      '聯繫我們',
    ]);
    expect(entries[0]?.url).toBe('/home');
  });
});
