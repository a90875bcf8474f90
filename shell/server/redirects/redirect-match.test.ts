/** Which published redirect answers a URL: its four forms, its parameters, never a target that is no page. */
import type { RouteEntry } from '@site/shared-contracts';
import { redirectCacheControl, redirectOf, redirectTableOf, type RedirectTable } from './redirect-match';
import type { PublishedRedirects, Redirect } from './redirect-set';

const route = (path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  name: path.replace(/\W+/g, '-'),
  layout: path.startsWith('/m') ? 'm-default' : 'default',
  data: [],
  ...extra,
});

const ROUTES = {
  'mfe-news': [
    route('/news/dynamic/:id', {
      counterpart: '/m/news/dynamic/:id',
      validate: { id: { pattern: '[1-9][0-9]{0,8}' } },
    }),
    route('/m/news/dynamic/:id', {
      counterpart: '/news/dynamic/:id',
      validate: { id: { pattern: '[1-9][0-9]{0,8}' } },
    }),
    route('/news/research/:id', { validate: { id: { pattern: '[1-9][0-9]{0,8}' } } }),
  ],
  'mfe-honour-invest': [route('/invest/:id?', { validate: { id: { oneOf: ['reports', 'contact'] } } })],
};

const tableOf = (redirects: Redirect[], external: string[] = []): RedirectTable => {
  const published: PublishedRedirects = { version: 1, publishedAt: '2026-11-28T00:00:00Z', redirects, external };
  return redirectTableOf(published);
};

const NEWS = tableOf([{ from: '/news/old/:id', to: '/news/dynamic/:id', status: 301 }]);
const location = (pathname: string, table = NEWS) => redirectOf(pathname, table, ROUTES)?.location ?? null;

describe('redirectOf', () => {
  it('answers the source in Chinese and English, on desktop and on /m where the target has a mobile page', () => {
    expect(location('/news/old/29')).toBe('/news/dynamic/29');
    expect(location('/en/news/old/29')).toBe('/en/news/dynamic/29');
    expect(location('/m/news/old/29')).toBe('/m/news/dynamic/29');
    expect(location('/en/m/news/old/29')).toBe('/en/m/news/dynamic/29');
    expect(redirectOf('/news/old/29', NEWS, ROUTES)?.status).toBe(301);
  });

  it('leaves the /m forms alone when the target has no mobile page', () => {
    const research = tableOf([{ from: '/news/paper/:id', to: '/news/research/:id', status: 302 }]);
    expect(location('/news/paper/7', research)).toBe('/news/research/7');
    expect(location('/en/news/paper/7', research)).toBe('/en/news/research/7');
    expect(location('/m/news/paper/7', research)).toBeNull();
    expect(location('/en/m/news/paper/7', research)).toBeNull();
  });

  it('never leads to a page no live route serves: a parameter the target route refuses is no redirect', () => {
    expect(location('/news/old/abc')).toBeNull();
    expect(location('/news/old/0')).toBeNull();
    const gone = tableOf([{ from: '/investors', to: '/careers', status: 301 }]);
    expect(location('/investors', gone)).toBeNull();
  });

  it('fills an optional parameter or leaves it out, as the source had it', () => {
    const invest = tableOf([{ from: '/investor/:page?', to: '/invest/:page?', status: 301 }]);
    expect(location('/investor', invest)).toBe('/invest');
    expect(location('/investor/reports', invest)).toBe('/invest/reports');
    expect(location('/investor/unknown', invest)).toBeNull();
  });

  it('sends every form of the source to an external target on the allow-list, and to none off it', () => {
    const ir = [{ from: '/investor', to: 'https://ir.example.com/annual', status: 302 as const }];
    const allowed = tableOf(ir, ['https://ir.example.com']);
    for (const path of ['/investor', '/en/investor', '/m/investor', '/en/m/investor'])
      expect(location(path, allowed)).toBe('https://ir.example.com/annual');
    expect(location('/investor', tableOf(ir))).toBeNull();
  });

  it('matches nothing with no published set, and is not fooled by a longer or shorter path', () => {
    expect(redirectOf('/news/old/29', redirectTableOf(null), ROUTES)).toBeNull();
    expect(location('/news/old/29/more')).toBeNull();
    expect(location('/news/old')).toBeNull();
    expect(location('/news/older/29')).toBeNull();
  });

  it('caches a 301 for an hour and makes a 302 asked again', () => {
    expect(redirectCacheControl(301)).toBe('public, max-age=3600');
    expect(redirectCacheControl(302)).toBe('no-cache');
  });
});
