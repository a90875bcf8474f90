import type { RouteEntry } from '@site/shared-contracts';
import { basenameOf, joinLanguagePrefix, splitLanguagePrefix } from './location';
import { resolveRoute, sectionOwnsPath } from './resolve-route';

const entry = (path: string, validate?: RouteEntry['validate']): RouteEntry => ({
  path,
  name: path,
  layout: 'default',
  background: 'about',
  data: [],
  ...(validate ? { validate } : {}),
});

describe('site paths', () => {
  it.each([
    ['/', '', '/'],
    ['/en', '/en', '/'],
    ['/en/', '/en', '/'],
    ['/en/about/team', '/en', '/about/team'],
    ['/english', '', '/english'],
    ['/m/en', '', '/m/en'],
  ])('splits %s into prefix %j and path %s', (pathname, languagePrefix, path) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ languagePrefix, path });
  });

  it('joins a prefix back, the root becoming /en', () => {
    expect(joinLanguagePrefix('/en', '/')).toBe('/en');
    expect(joinLanguagePrefix('/en', '/m')).toBe('/en/m');
    expect(joinLanguagePrefix('', '/about')).toBe('/about');
  });

  it('knows section basenames', () => {
    expect(basenameOf('', '/about')).toBe('');
    expect(basenameOf('/en', '/m/about/team')).toBe('/en/m');
  });
});

describe('route resolution', () => {
  const table = {
    'mfe-about': [entry('/about/team/founder'), entry('/about/team/:id', { id: { pattern: '[1-9][0-9]*' } })],
    'mfe-news': [entry('/news/dynamic/:id')],
  };

  it('finds the section and entry of a path, first match winning', () => {
    const founder = resolveRoute('/about/team/founder', table);
    expect(founder).toMatchObject({
      kind: 'route',
      route: { section: 'mfe-about', entry: { path: '/about/team/founder' } },
    });
    expect(resolveRoute('/news/dynamic/9', table)).toMatchObject({ kind: 'route', route: { params: { id: '9' } } });
  });

  it('reports a failed validate rule and an unknown path', () => {
    expect(resolveRoute('/about/team/abc', table)).toEqual({ kind: 'invalid' });
    expect(resolveRoute('/nowhere', table)).toEqual({ kind: 'none' });
  });

  it('tells whether a section owns a path', () => {
    expect(sectionOwnsPath(table['mfe-about'], '/about/team/3')).toBe(true);
    expect(sectionOwnsPath(table['mfe-about'], '/about/team/x')).toBe(false);
  });
});
