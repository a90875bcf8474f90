import { requestKey, resolveDataParams } from '@site/shared-contracts';
import routes from '../routes';
import { listQueryOf, pageOf, type ListNeed } from './news-queries';

const listNeedOf = (path: string) => {
  const need = routes.routes.find((route) => route.path === path)?.data.find((item) => item.key === 'list');
  if (!need) throw new Error(`no list on ${path}`);
  return need as ListNeed;
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
  ] as const)('asks %s for the key the server embeds', (path, type) => {
    const need = listNeedOf(path);
    for (const search of ['', 'page=1', 'page=3']) {
      const url = new URLSearchParams(search);
      const query = listQueryOf(need, url);
      expect(query.type).toBe(type);
      expect(requestKey(need.endpoint, query)).toBe(requestKey(need.endpoint, resolveDataParams(need, {}, url) ?? {}));
    }
  });

  it('asks for the first page when ?page is one the API would refuse', () => {
    const need = listNeedOf('/news/dynamic');
    expect(listQueryOf(need, new URLSearchParams('page=abc'))).toEqual({ type: 'dynamic' });
    expect(listQueryOf(need, new URLSearchParams('page=0'))).toEqual({ type: 'dynamic' });
  });
});
