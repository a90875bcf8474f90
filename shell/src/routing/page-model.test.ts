import type { Registry, RouteEntry } from '@site/shared-contracts';
import { pageModelOf, type PageInput, type PageModel } from './page-model';

const NUMERIC_ID = { id: { pattern: '[1-9][0-9]*' } };

const entry = (path: string, fields: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  name: path === '/' ? 'index' : path.slice(1).replace(/\/:?/g, '-'),
  layout: 'default',
  data: [],
  ...fields,
});

const routes = {
  'mfe-about': [
    entry('/about/introduce', { background: 'backgrounds/about.svg', counterpart: '/m/about/introduce' }),
    entry('/about/team/:id', { layout: 'detail', validate: NUMERIC_ID, counterpart: '/m/about/team/:id' }),
    entry('/m/about/introduce', { layout: 'm-default', counterpart: '/about/introduce' }),
    entry('/m/about/team/:id', { layout: 'm-detail', validate: NUMERIC_ID, counterpart: '/about/team/:id' }),
  ],
  'mfe-honour-invest': [entry('/honour/partner/:id', { layout: 'detail', littleBall: false })],
  'mfe-product-solution': [entry('/product/view/:id')],
};

const registry: Registry = {
  sections: {
    'mfe-about': { version: 'v7', manifest: '/releases/mfe-about/v7/client/mf-manifest.json', routes: '/r.json' },
    'mfe-honour-invest': {
      version: 'v2',
      manifest: '/releases/mfe-honour-invest/v2/client/mf-manifest.json',
      routes: '/r.json',
    },
  },
};

const ABOUT_BACKGROUND = '/releases/mfe-about/v7/client/backgrounds/about.svg';
const FALLBACK = '/backgrounds/default.svg';

const page = (pathname: string, more: Partial<PageInput> = {}) => pageModelOf({ pathname, routes, registry, ...more });

/** The parts of a model a row states; the rest is shown by the tests below the table. */
const summary = (model: PageModel) => ({
  section: model.route?.section ?? null,
  params: model.route?.params ?? null,
  status: model.status,
  view: model.view.kind === 'section' ? model.view.layout : model.view.kind,
  device: model.device,
  languagePrefix: model.languagePrefix,
  counterpart: model.counterpart,
  seoKeys: model.seoKeys,
});

describe('pageModelOf', () => {
  it.each([
    ['/about/introduce', ['mfe-about', {}, 200, 'default', 'desktop', '', '/m/about/introduce', ['about-introduce']]],
    [
      '/en/about/team/3',
      ['mfe-about', { id: '3' }, 200, 'detail', 'desktop', '/en', '/m/about/team/3', ['about-team-3', 'about-team-id']],
    ],
    [
      '/m/about/introduce',
      ['mfe-about', {}, 200, 'm-default', 'mobile', '', '/about/introduce', ['m-about-introduce']],
    ],
    [
      '/en/m/about/team/12',
      [
        'mfe-about',
        { id: '12' },
        200,
        'm-detail',
        'mobile',
        '/en',
        '/about/team/12',
        ['m-about-team-12', 'm-about-team-id'],
      ],
    ],
    // SPEC.md §9: an English product view shares the SEO entry of its Chinese one.
    [
      '/product/view/44',
      [
        'mfe-product-solution',
        { id: '44' },
        200,
        'default',
        'desktop',
        '',
        null,
        ['product-view-13', 'product-view-id'],
      ],
    ],
    // A validate rule that fails is the 404 page (SPEC.md §5): no route, no counterpart.
    ['/about/team/abc', [null, null, 404, 'not-found', 'desktop', '', null, ['404']]],
    ['/nowhere', [null, null, 404, 'not-found', 'desktop', '', null, ['404']]],
    ['/m/nowhere', [null, null, 404, 'not-found', 'mobile', '', null, ['404']]],
    ['/400', [null, null, 400, 'bad-request', 'desktop', '', null, ['400']]],
    ['/en/400', [null, null, 400, 'bad-request', 'desktop', '/en', null, ['400']]],
  ] as const)('%s', (pathname, [section, params, status, view, device, languagePrefix, counterpart, seoKeys]) => {
    expect(summary(page(pathname))).toEqual({
      section,
      params,
      status,
      view,
      device,
      languagePrefix,
      counterpart,
      seoKeys,
    });
  });

  it("shows a route in its layout with its release's background, and names it for the embedded state", () => {
    const model = page('/en/about/introduce');
    expect(model).toMatchObject({ path: '/about/introduce', basename: '/en' });
    expect(model.view).toEqual({
      kind: 'section',
      layout: 'default',
      background: ABOUT_BACKGROUND,
      routeName: 'about-introduce',
      littleBall: true,
    });
    expect(model.active).toEqual({
      section: 'mfe-about',
      name: 'about-introduce',
      pattern: '/about/introduce',
      params: {},
      layout: 'default',
      background: 'backgrounds/about.svg',
    });
  });

  it('takes the little-ball rule from the route, and the fallback image when the route names none', () => {
    const model = page('/honour/partner/5');
    expect(model.view).toMatchObject({ kind: 'section', littleBall: false, background: FALLBACK });
    expect(model.active).toMatchObject({ littleBall: false });
    expect(model.active).not.toHaveProperty('background');
  });

  it('takes the background from the origin of an overridden section, and the fallback for a section not running', () => {
    const overridden: Registry = {
      sections: {
        'mfe-about': { version: 'override', manifest: 'http://localhost:3001/mf-manifest.json', routes: '/r.json' },
      },
    };
    expect(page('/about/introduce', { registry: overridden }).view).toMatchObject({
      background: 'http://localhost:3001/backgrounds/about.svg',
    });
    expect(page('/product/view/13', { registry: { sections: {} } }).view).toMatchObject({
      kind: 'section',
      background: FALLBACK,
    });
  });

  it('becomes the 404 or error page its content ended with, keeping the route the guards decided from', () => {
    const unknownItem = page('/about/team/999', { contentStatus: 404 });
    expect(summary(unknownItem)).toMatchObject({ section: 'mfe-about', status: 404, view: 'not-found' });
    expect(unknownItem.active).toBeNull();
    expect(unknownItem.seoKeys).toEqual(['404']);
    const unreadable = page('/about/introduce', { contentStatus: 500 });
    expect(unreadable.view).toEqual({ kind: 'error', status: 500, message: '' });
    expect(unreadable).toMatchObject({ status: 500, active: null, seoKeys: ['500'] });
    // The chrome itself could not be read: whatever the path, the error page.
    expect(page('/400', { contentStatus: 500 }).view).toMatchObject({ kind: 'error', status: 500 });
  });
});
