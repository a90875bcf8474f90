import { guardedPageOf } from './guarded-page';
import type { PageContent } from './page-content';

/** No route is known, so no item is read and only the language guard decides. */
const NO_CONTENT: PageContent = {
  loadChrome: () => Promise.reject(new Error('the chrome is not read before the guards')),
  loadRouteData: () => Promise.reject(new Error('no route, no item')),
};

function guard(address: string, headers: Record<string, string> = {}, publicOrigin: string | null = null) {
  const url = new URL(address, 'http://site.invalid');
  const input = { pathname: url.pathname, routes: {}, registry: { sections: {} } };
  return guardedPageOf(NO_CONTENT, input, url, { headers, protocol: 'http' }, { publicOrigin });
}

describe('guardedPageOf', () => {
  it('shows a /en page in English and sets the English cookie when the visitor has none', async () => {
    expect(await guard('/en/x')).toMatchObject({
      kind: 'page',
      language: 'e',
      onlyInChinese: false,
      cookie: 'zh_choose=e; Path=/; Max-Age=31536000; SameSite=Lax',
    });
    expect(await guard('/en/x', { cookie: 'zh_choose=e' })).toMatchObject({ kind: 'page', cookie: undefined });
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const page = await guard('/en/x', {}, 'https://www.example.com');
    expect(page).toMatchObject({ cookie: 'zh_choose=e; Path=/; Max-Age=31536000; SameSite=Lax; Secure' });
  });

  it('redirects with the language cookie a guard chose, and without one when it chose none', async () => {
    expect(await guard('/m?id=t')).toEqual({
      kind: 'redirect',
      location: '/m',
      cookie: 'zh_choose=t; Path=/; Max-Age=31536000; SameSite=Lax',
    });
    expect(await guard('/x?from=mail', { cookie: 'zh_choose=e' })).toEqual({
      kind: 'redirect',
      location: '/en/x?from=mail',
      cookie: undefined,
    });
  });
});
