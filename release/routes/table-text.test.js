/** The route table as terminal lines: aligned columns, every field of a route, the redirects. */
const { tableLines } = require('./table-text');

const TABLE = {
  sections: [{ section: 'mfe-news', current: 'n1', candidate: 'n2' }],
  routes: [
    {
      path: '/news/dynamic',
      section: 'mfe-news',
      current: 'n1',
      candidate: 'n2',
      layout: 'default',
      seoKey: 'news-dynamic',
      counterpart: '/m/news/dynamic',
      data: ['list: /api/web/news/list?type=dynamic'],
      sitemap: { listed: true, note: 'yes' },
      page: '/news/dynamic',
    },
    {
      path: '/m/news/dynamic',
      section: 'mfe-news',
      current: 'n1',
      candidate: null,
      layout: 'm-default',
      seoKey: 'm-news-dynamic',
      counterpart: null,
      data: [],
      sitemap: { listed: false, note: 'no: a mobile page' },
      page: '/m/news/dynamic',
    },
  ],
  redirects: [],
  redirectsVersion: 0,
};

describe('tableLines', () => {
  it('prints a row per route with its section, releases, layout, SEO key, counterpart, sitemap and data', () => {
    const lines = tableLines(TABLE);
    expect(lines[0]).toBe('2 routes of 1 sections, as every server reads them from the registry:');
    expect(lines[1]).toMatch(/^PATH +SECTION +RELEASE +LAYOUT +SEO KEY +COUNTERPART +SITEMAP +DATA$/);
    expect(lines[2].split(/ {2,}/)).toEqual([
      '/news/dynamic',
      'mfe-news',
      'n1 + candidate n2',
      'default',
      'news-dynamic',
      '/m/news/dynamic',
      'yes',
      'list: /api/web/news/list?type=dynamic',
    ]);
    expect(lines[3].split(/ {2,}/)).toEqual([
      '/m/news/dynamic',
      'mfe-news',
      'n1',
      'm-default',
      'm-news-dynamic',
      '—',
      'no: a mobile page',
      '—',
    ]);
    expect(lines[2].indexOf('mfe-news')).toBe(lines[3].indexOf('mfe-news'));
    expect(lines.at(-1)).toMatch(/^redirects: none published/);
  });

  it('lists the redirects with their status, the section serving each target and the forms', () => {
    const lines = tableLines({
      ...TABLE,
      redirectsVersion: 3,
      redirects: [
        { from: '/old', to: '/news/dynamic', status: 301, forms: ['/old', '/en/old'], servedBy: 'mfe-news' },
        { from: '/ir', to: 'https://ir.example.com/', status: 302, forms: ['/ir'], servedBy: null },
      ],
    });
    expect(lines.slice(-3)).toEqual([
      expect.stringMatching(/^FROM +TO +STATUS +TARGET SERVED BY +FORMS$/),
      expect.stringMatching(/^\/old +\/news\/dynamic +301 +mfe-news +\/old \/en\/old$/),
      expect.stringMatching(/^\/ir +https:\/\/ir\.example\.com\/ +302 +external +\/ir$/),
    ]);
    expect(lines.at(-4)).toBe('2 redirects of the shell team, published set 3:');
  });
});
