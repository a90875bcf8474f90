import { routerBasename } from './router-basename';

describe('routerBasename', () => {
  it('keeps the device prefix and takes the language prefix from the URL', () => {
    expect(routerBasename('', '/news/dynamic')).toBe('');
    expect(routerBasename('', '/en/news/dynamic')).toBe('/en');
    expect(routerBasename('/en', '/news/dynamic')).toBe('');
    expect(routerBasename('/m', '/en/m/news/dynamic')).toBe('/en/m');
    expect(routerBasename('/en/m', '/m/news/dynamic')).toBe('/m');
  });

  it('does not take a path that merely starts with "en" for the English prefix', () => {
    expect(routerBasename('', '/english/news')).toBe('');
  });
});
