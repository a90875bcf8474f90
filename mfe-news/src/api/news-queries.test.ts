import { requestKey, resolveDataParams, type RouteEntry } from '@site/shared-contracts';
import manifest from '../../routes.json';
import { newsListQuery, pageOf, topStoryQuery } from './news-queries';

const routes = manifest.routes as RouteEntry[];
const dataOf = (path: string, key: string) => {
  const need = routes.find((route) => route.path === path)?.data.find((item) => item.key === key);
  if (!need) throw new Error(`no ${key} on ${path}`);
  return need;
};

describe('list queries', () => {
  it('reads ?page only when the URL has a valid one', () => {
    expect(pageOf(new URLSearchParams(''))).toBeUndefined();
    expect(pageOf(new URLSearchParams('page=2'))).toBe(2);
    expect(pageOf(new URLSearchParams('page=0'))).toBeUndefined();
    expect(pageOf(new URLSearchParams('page=abc'))).toBeUndefined();
  });

  it.each([
    ['/news', 'dynamic'],
    ['/news/dynamic', 'dynamic'],
    ['/news/research', 'research'],
    ['/m/news/dynamic', 'dynamic'],
  ] as const)('asks %s for the keys the server embeds', (path, type) => {
    for (const search of ['', 'page=1', 'page=3']) {
      const url = new URLSearchParams(search);
      const embedded = resolveDataParams(dataOf(path, 'list'), {}, url) ?? {};
      expect(requestKey('/api/web/news/list', newsListQuery(type, pageOf(url)))).toBe(
        requestKey('/api/web/news/list', embedded),
      );
      const top = resolveDataParams(dataOf(path, 'top'), {}, url) ?? {};
      expect(requestKey('/api/web/news/detail/top', topStoryQuery(type))).toBe(
        requestKey('/api/web/news/detail/top', top),
      );
    }
  });
});
