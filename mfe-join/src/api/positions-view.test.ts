import { hasFilters, positionsSearch, positionsViewOf } from './positions-view';

const viewOf = (search: string) => positionsViewOf(new URLSearchParams(search));

describe('the positions view in the URL', () => {
  it('reads the filters and the page', () => {
    expect(viewOf('city=北京&category=技术&keyword=开发&page=2')).toEqual({
      filters: { city: '北京', category: '技术', keyword: '开发' },
      page: 2,
    });
    expect(viewOf('')).toEqual({ filters: {}, page: 1 });
  });

  it('takes what the API would refuse as absent, as the server does', () => {
    expect(viewOf('city=&category=&keyword=')).toEqual({ filters: {}, page: 1 });
    expect(viewOf('page=abc')).toEqual({ filters: {}, page: 1 });
    expect(viewOf('page=0&keyword=' + 'x'.repeat(41))).toEqual({ filters: {}, page: 1 });
  });

  it('writes a view back without blank filters or the first page', () => {
    expect(positionsSearch({ city: '北京', keyword: ' 开发 ' }, 2)).toBe(
      `?city=${encodeURIComponent('北京')}&keyword=${encodeURIComponent('开发')}&page=2`,
    );
    expect(positionsSearch({ city: '', keyword: '  ' })).toBe('');
    expect(positionsSearch({}, 1)).toBe('');
  });

  it('round-trips through the URL', () => {
    const view = { filters: { city: '上海', category: '风控', keyword: 'Java 开发' }, page: 3 };
    expect(viewOf(positionsSearch(view.filters, view.page).slice(1))).toEqual(view);
  });

  it('knows whether any filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ keyword: '风控' })).toBe(true);
  });
});
