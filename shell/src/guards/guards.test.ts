import type { RouteEntry } from '@site/shared-contracts';
import { splitLanguagePrefix } from '../routing/location';
import { authGuard } from './auth-guard';
import { isMobileUserAgent, resolveDeviceRedirect } from './device-guard';
import type { Guard, GuardContext } from './guard';
import { resolveLanguageRedirect } from './lang-guard';
import { GUARDS, runGuards, UnknownGuardError } from './run-guards';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const entry = (path: string, counterpart?: string): RouteEntry => ({
  path,
  name: path,
  layout: 'default',
  data: [],
  ...(counterpart ? { counterpart } : {}),
});

function context(url: string, overrides: Partial<GuardContext> = {}): GuardContext {
  const parsed = new URL(url, 'http://site.test');
  return {
    ...splitLanguagePrefix(parsed.pathname),
    search: parsed.search,
    language: 's',
    userAgent: DESKTOP,
    route: null,
    ...overrides,
  };
}

describe('auth guard', () => {
  afterEach(() => jest.restoreAllMocks());

  // SPEC.md §6: no roles and no login, so every page is open, whoever asks and however.
  const team = { entry: entry('/about/team/:id', '/m/about/team/:id'), params: { id: '3' } };
  it.each([
    ['/about/team/3', { route: team }],
    ['/en/about/team/3?from=menu', { route: team, language: 'e' as const }],
    ['/m/about/team/3', { route: team, userAgent: IPHONE, language: 't' as const }],
    ['/nowhere', {}],
    ['/400', { userAgent: IPHONE }],
  ])('lets %s through', (url, overrides) => {
    expect(authGuard(context(url, overrides))).toBeNull();
  });

  it('runs first on every navigation: a redirect it decided would come before the device and lang guards', () => {
    const decide = jest.spyOn(GUARDS as Record<string, Guard>, 'auth').mockReturnValue({ redirect: '/login' });
    const visit = context('/about/team/3', { userAgent: IPHONE, language: 'e', route: team });
    expect(runGuards(visit)).toEqual({ redirect: '/login' });
    expect(decide).toHaveBeenCalledWith(visit);
  });
});

describe('device guard', () => {
  it.each(['Android', 'iPhone', 'SymbianOS', 'Windows Phone', 'iPad', 'iPod'])('treats %s as mobile', (marker) => {
    expect(isMobileUserAgent(`Mozilla/5.0 (${marker}; x)`)).toBe(true);
  });

  it('treats a desktop browser as desktop', () => {
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });

  it('sends a phone from a desktop page to its mobile counterpart, with the parameters and query', () => {
    const route = { entry: entry('/about/team/:id', '/m/about/team/:id'), params: { id: '3' } };
    expect(resolveDeviceRedirect(context('/about/team/3?x=1', { userAgent: IPHONE, route }))).toEqual({
      redirect: '/m/about/team/3?x=1',
    });
  });

  it('keeps the /en prefix', () => {
    const route = { entry: entry('/about/introduce', '/m/about/introduce'), params: {} };
    expect(resolveDeviceRedirect(context('/en/about/introduce', { userAgent: IPHONE, route }))).toEqual({
      redirect: '/en/m/about/introduce',
    });
  });

  it('sends a phone to the mobile home when the page has no counterpart', () => {
    const route = { entry: entry('/about/culture'), params: {} };
    expect(resolveDeviceRedirect(context('/about/culture', { userAgent: IPHONE, route }))).toEqual({ redirect: '/m' });
  });

  it('sends a desktop from a mobile page to its desktop counterpart, or home', () => {
    const withCounterpart = { entry: entry('/m/about/team', '/about/team'), params: {} };
    expect(resolveDeviceRedirect(context('/m/about/team', { route: withCounterpart }))).toEqual({
      redirect: '/about/team',
    });
    const without = { entry: entry('/m/automobile'), params: {} };
    expect(resolveDeviceRedirect(context('/m/automobile', { route: without }))).toEqual({ redirect: '/' });
  });

  it.each(['/', '/home', '/m', '/m/home'])('never redirects a route that opts out of the guard (%s)', (path) => {
    const route = { entry: { ...entry(path), deviceGuard: false }, params: {} };
    expect(resolveDeviceRedirect(context(path, { userAgent: IPHONE, route }))).toBeNull();
    expect(resolveDeviceRedirect(context(path, { route }))).toBeNull();
  });

  it('leaves pages of the right device and unknown paths alone', () => {
    const route = { entry: entry('/about/team', '/m/about/team'), params: {} };
    expect(resolveDeviceRedirect(context('/about/team', { route }))).toBeNull();
    expect(resolveDeviceRedirect(context('/nowhere', { userAgent: IPHONE }))).toBeNull();
  });
});

describe('lang guard', () => {
  it('sends English without the /en prefix to the same path with /en, keeping the query', () => {
    expect(resolveLanguageRedirect(context('/news/dynamic?page=2', { language: 'e' }))).toEqual({
      redirect: '/en/news/dynamic?page=2',
    });
    expect(resolveLanguageRedirect(context('/', { language: 'e' }))).toEqual({ redirect: '/en' });
  });

  it('leaves English with the prefix and Chinese without it alone', () => {
    expect(resolveLanguageRedirect(context('/en/news/dynamic', { language: 'e' }))).toBeNull();
    expect(resolveLanguageRedirect(context('/news/dynamic', { language: 't' }))).toBeNull();
  });

  it("sends an English visitor's shared Chinese item link to its English counterpart, keeping the query", () => {
    const sharedItem = { counterpartPath: '/news/dynamic/529' };
    expect(resolveLanguageRedirect(context('/news/dynamic/29?from=wechat', { language: 'e', sharedItem }))).toEqual({
      redirect: '/en/news/dynamic/529?from=wechat',
    });
  });

  it('leaves a shared Chinese item with no English counterpart in Chinese', () => {
    const sharedItem = { counterpartPath: null };
    expect(resolveLanguageRedirect(context('/news/dynamic/29', { language: 'e', sharedItem }))).toBeNull();
  });

  it.each([
    ['/m/news/dynamic?id=e', 'e', '/en/m'],
    ['/m/about/team?id=t', 't', '/m'],
    ['/m?id=s', 's', '/m'],
  ])(
    'applies the mobile language query of %s and replaces the route with the mobile home',
    (url, language, redirect) => {
      expect(resolveLanguageRedirect(context(url))).toEqual({ language, redirect });
    },
  );

  it('ignores an id that is not a language, and ids on desktop pages', () => {
    expect(resolveLanguageRedirect(context('/m/news/dynamic?id=7'))).toBeNull();
    expect(resolveLanguageRedirect(context('/about/team?id=e'))).toBeNull();
  });
});

describe('runGuards', () => {
  it('runs auth, device and lang in order and returns the first redirect', () => {
    const route = { entry: entry('/about/introduce', '/m/about/introduce'), params: {} };
    expect(runGuards(context('/about/introduce', { userAgent: IPHONE, language: 'e', route }))).toEqual({
      redirect: '/m/about/introduce',
    });
    expect(runGuards(context('/about/introduce', { language: 'e', route }))).toEqual({
      redirect: '/en/about/introduce',
    });
    expect(runGuards(context('/about/introduce', { route }))).toBeNull();
  });

  it('fails with a 500 "Unknown middleware" for a guard that does not exist', () => {
    expect(() => runGuards(context('/'), ['auth', 'geo'])).toThrow(new UnknownGuardError('geo'));
    expect(new UnknownGuardError('geo')).toMatchObject({ statusCode: 500, message: 'Unknown middleware geo' });
  });
});
