import { routerBasename } from './router-basename';

describe('routerBasename', () => {
  it('keeps the device prefix and takes the language prefix from the URL', () => {
    expect(routerBasename('', '/about/team')).toBe('');
    expect(routerBasename('', '/en/about/team')).toBe('/en');
    expect(routerBasename('/en', '/about/team')).toBe('');
    expect(routerBasename('/m', '/en/m/about/team')).toBe('/en/m');
    expect(routerBasename('/en/m', '/m/about/team')).toBe('/m');
  });

  it('does not take a path that merely starts with "en" for the English prefix', () => {
    expect(routerBasename('', '/english/about')).toBe('');
  });
});
