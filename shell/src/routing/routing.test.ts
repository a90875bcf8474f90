import { matchRoute, passesValidation, type RouteEntry } from '@site/shared-contracts';
import fc from 'fast-check';
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

  it('resolves every path as a scan of every section in table order would, with routes starting with a literal or a parameter', () => {
    const scan = (path: string, routes: Record<string, RouteEntry[]>) => {
      for (const [section, entries] of Object.entries(routes)) {
        for (const candidate of entries) {
          const params = matchRoute(candidate.path, path);
          if (!params) continue;
          if (!passesValidation(candidate.validate, params)) return { kind: 'invalid' };
          return { kind: 'route', route: { section, entry: candidate, params } };
        }
      }
      return { kind: 'none' };
    };
    const segment = fc.constantFrom('about', 'news', 'm', 'team', ':id', ':type');
    const pattern = fc
      .tuple(fc.array(segment, { maxLength: 3 }), fc.boolean())
      .map(([parts, optional]) => `/${parts.join('/')}${optional && parts.length > 0 ? '/:page?' : ''}`);
    const route = fc
      .tuple(pattern, fc.boolean())
      .map(([path, validated]) =>
        entry(path, validated && path.includes(':id') ? { id: { pattern: '[0-9]+' } } : undefined),
      );
    const table = fc.dictionary(fc.constantFrom('mfe-a', 'mfe-b', 'mfe-c', 'mfe-d'), fc.array(route, { maxLength: 4 }));
    const path = fc
      .array(fc.constantFrom('about', 'news', 'm', 'team', '7', 'x', '%E6%96%B0'), { maxLength: 4 })
      .map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(table, fc.array(path, { minLength: 1, maxLength: 5 }), (routes, paths) => {
        for (const asked of paths) expect(resolveRoute(asked, routes)).toEqual(scan(asked, routes));
      }),
    );
  });

  it('tells whether a section owns a path', () => {
    expect(sectionOwnsPath(table['mfe-about'], '/about/team/3')).toBe(true);
    expect(sectionOwnsPath(table['mfe-about'], '/about/team/x')).toBe(false);
  });
});
