/**
 * The key page of every section, in Firefox and WebKit: the server renders it, the shell and the
 * section hydrate it, and nothing throws or logs an error on the way (fixtures.ts).
 */
import { sectionMounted, type Device } from './engine-page';
import { expect, test } from './fixtures';

const KEY_PAGES: ReadonlyArray<{ path: string; device: Device; heading: string }> = [
  { path: '/', device: 'desktop', heading: '以数据智能，让金融服务更普惠' },
  { path: '/about/introduce', device: 'desktop', heading: '公司简介' },
  { path: '/news/dynamic', device: 'desktop', heading: '公司动态' },
  { path: '/news/dynamic/29', device: 'desktop', heading: '2026瀚数金融科技大会举行' },
  { path: '/product/DataAnalysis', device: 'desktop', heading: '数据分析' },
  { path: '/solution/bank', device: 'desktop', heading: '银行' },
  { path: '/contact/join', device: 'desktop', heading: '加入我们' },
  { path: '/honour/brand', device: 'desktop', heading: '品牌荣誉' },
  { path: '/invest', device: 'desktop', heading: '投资者关系' },
  { path: '/m', device: 'phone', heading: '' },
  { path: '/m/news/dynamic', device: 'phone', heading: '公司动态' },
];

test.describe('key pages', () => {
  for (const { path, device, heading } of KEY_PAGES) {
    test(`${path} (${device}) is rendered by the server and hydrates with no error`, async ({ openPage }) => {
      const page = await openPage(device);
      const answer = await page.open(path);
      expect(answer.url, 'no redirect').toBe(new URL(path, answer.url).href);
      expect(answer.status).toBe(200);
      expect(answer.rendering, 'how the server rendered the section').toBe('server');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
      expect(await sectionMounted(page)).toContain(heading);
    });
  }
});
