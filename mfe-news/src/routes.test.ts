import { manifestProblems, matchRoute, NUMERIC_ID_RULE } from '@site/shared-contracts';
import routes from './routes';

const { manifest } = routes;
const routeAt = (pathname: string) => manifest.routes.find((route) => matchRoute(route.path, pathname));

describe('the routes of mfe-news', () => {
  it('open articles by numeric id in the detail layouts', () => {
    const articles = manifest.routes.filter((route) => route.data.some((need) => need.key === 'article'));
    expect(articles.map((route) => `${route.path} ${route.layout}`)).toEqual([
      '/news/dynamic/:id detail',
      '/news/research/:id detail',
      '/m/news/dynamic/:id m-detail',
    ]);
    expect(articles.every((route) => route.validate === NUMERIC_ID_RULE)).toBe(true);
  });

  it('have company news on phones too, and research and the news center root on desktop only', () => {
    expect(routeAt('/news/dynamic')?.counterpart).toBe('/m/news/dynamic');
    expect(routeAt('/news/dynamic/12')?.counterpart).toBe('/m/news/dynamic/:id');
    for (const pathname of ['/news', '/news/research', '/news/research/12', '/m/news/research'])
      expect(routeAt(pathname)?.counterpart).toBeUndefined();
  });

  it('list by type with the URL page, and show events on the news center only', () => {
    expect(routeAt('/news')?.data).toEqual(routeAt('/news/dynamic')?.data);
    expect(routeAt('/news/research')?.data.find((need) => need.key === 'list')?.params).toEqual({
      type: 'research',
      page: '?page',
    });
    const withEvents = manifest.routes.filter((route) => route.data.some((need) => need.key === 'events'));
    expect(withEvents.map((route) => route.path)).toEqual(['/news', '/news/dynamic']);
    expect(manifest.routes.every((route) => route.background === 'backgrounds/news.svg')).toBe(true);
  });

  it('make a manifest without problems (schema, names, first-match order, counterparts, data needs)', () => {
    expect(manifestProblems(manifest, 'mfe-news')).toEqual([]);
  });

  it('send a language switch on an article to the news list of its device (SPEC.md §4)', () => {
    expect(routeAt('/news/dynamic/12')?.languageSwitch).toEqual({ kind: 'go', path: '/news/dynamic' });
    expect(routeAt('/news/research/3')?.languageSwitch).toEqual({ kind: 'go', path: '/news/dynamic' });
    expect(routeAt('/m/news/dynamic/12')?.languageSwitch).toEqual({ kind: 'go', path: '/m/news/dynamic' });
    expect(routeAt('/news/dynamic')?.languageSwitch).toBeUndefined();
  });

  it('declare the News Center entry with its two panel items and the drawer’s news link', () => {
    const [entry] = manifest.menu ?? [];
    expect(entry?.label).toEqual({ s: '新闻中心', t: '新聞中心', e: 'News Center' });
    expect(Array.isArray(entry?.items) && entry.items.map((item) => routeAt(item.path)?.path)).toEqual([
      '/news/dynamic',
      '/news/research',
    ]);
    expect(entry?.drawer?.map((item) => [item.path, item.title.e])).toEqual([['/m/news/dynamic', 'Company News']]);
  });
});
