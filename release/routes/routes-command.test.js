/**
 * `npm run routes` on a throwaway releases folder (the file store): one URL answered, redirects
 * published and rolled back through the registry, and every refusal one line a problem, exit code
 * 1 and the registry as it was. The table's own rows: shell/server/route-table; on PostgreSQL and
 * two servers: e2e/tests/route-handover.release.spec.ts.
 */
const fs = require('node:fs');
const path = require('node:path');
const { FileRegistryStore, publishRelease } = require('@site/shell/server/registry');
const { useThrowawayReleases, writeBuild } = require('../command-test-support');
const { runRoutesCommand } = require('./routes-command');

const NEWS_MANIFEST = {
  section: 'mfe-news',
  routes: [
    { path: '/news/dynamic', name: 'news-dynamic', layout: 'default', data: [], counterpart: '/m/news/dynamic' },
    { path: '/m/news/dynamic', name: 'm-news-dynamic', layout: 'm-default', data: [], counterpart: '/news/dynamic' },
    {
      path: '/news/dynamic/:id',
      name: 'news-dynamic-id',
      layout: 'detail',
      data: [],
      validate: { id: { pattern: '[1-9][0-9]{0,8}' } },
      sitemap: false,
    },
  ],
};

const throwaway = useThrowawayReleases('routes-command-');

beforeEach(() => {
  publishRelease(
    throwaway.releasesDir,
    'mfe-news',
    writeBuild(path.join(throwaway.folder, 'build'), NEWS_MANIFEST),
    'v1',
  );
});

const run = (...args) => runRoutesCommand(args, { root: throwaway.folder, compile: () => {} });
const writeFile = (name, value) => {
  const file = path.join(throwaway.folder, name);
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};
const published = async () => (await new FileRegistryStore(throwaway.releasesDir).redirects()).current?.version ?? 0;

describe('npm run routes', () => {
  it('answers for one URL which route, section and release serve it, and no route (404) for another', async () => {
    expect(await run('/en/news/dynamic/29?x=1')).toBe(0);
    expect(throwaway.output.out[0]).toBe('/en/news/dynamic/29?x=1: route /news/dynamic/:id of mfe-news, release v1');
    expect(throwaway.output.out[1]).toMatch(/layout detail, SEO key news-dynamic-id, id=29; desktop, English/);
    expect(await run('/careers')).toBe(0);
    expect(throwaway.output.out.at(-1)).toBe('/careers: no route (404)');
    expect(await run('https://www.example.com/news/dynamic/x', '--json')).toBe(0);
    expect(JSON.parse(throwaway.output.out.at(-1))).toMatchObject({ kind: 'invalid', status: 404 });
  });

  it('publishes shell/redirects.json by default, answers with it, and rolls it back', async () => {
    fs.mkdirSync(path.join(throwaway.folder, 'shell'));
    writeFile('shell/redirects.json', { redirects: [{ from: '/news/old/:id', to: '/news/dynamic/:id' }] });
    expect(await run('publish-redirects')).toBe(0);
    expect(throwaway.output.out[0]).toBe(
      'published shell/redirects.json as redirects set 1 (1 redirects): every server answers with it on its next request',
    );
    expect(await published()).toBe(1);
    expect(await run('/en/news/old/7?a=1')).toBe(0);
    expect(throwaway.output.out.at(-1)).toBe(
      '/en/news/old/7?a=1: 301 redirect to /en/news/dynamic/7?a=1 (published redirect /news/old/:id → /news/dynamic/:id)',
    );
    expect(await run('publish-redirects', 'shell/redirects.json')).toBe(0);
    expect(throwaway.output.out.at(-1)).toMatch(/is the published set 1 already; nothing published$/);
    expect(await run('--rollback-redirects')).toBe(0);
    expect(throwaway.output.out.at(-1)).toMatch(/^restored no redirects/);
    expect(await published()).toBe(0);
    expect(await run('--rollback-redirects')).toBe(1);
    expect(throwaway.output.err.at(-1)).toBe('there is no earlier set of redirects to restore');
  });

  it.each([
    ['a file that cannot be read', 'missing.json', /^missing\.json cannot be read/],
    ['a file that is not JSON', '{ "redirects": [', /^the file: is not JSON/],
    [
      'a malformed entry',
      { redirects: [{ from: '/a', to: '/news/dynamic', status: 307 }] },
      /^entry 1 \(\/a → \/news\/dynamic\): \/status must be 301 or 302/,
    ],
    [
      'a target no live route serves',
      { redirects: [{ from: '/a', to: '/careers' }] },
      /no live route serves its target \/careers/,
    ],
    [
      'a chain',
      {
        redirects: [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/news/dynamic' },
        ],
      },
      /a chain — fix: point it at \/news\/dynamic directly/,
    ],
    [
      'a loop',
      {
        redirects: [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/a' },
        ],
      },
      /a loop/,
    ],
    [
      'a shadowed route',
      { redirects: [{ from: '/news/dynamic', to: '/news/dynamic/1' }] },
      /a live route serves its source/,
    ],
    [
      'an external target off the list',
      { redirects: [{ from: '/ir', to: 'https://ir.example.com/' }] },
      /"external" list does not name/,
    ],
  ])('refuses %s: one line a problem, exit 1, nothing published', async (_case, file, line) => {
    const name = typeof file === 'string' && file.endsWith('.json') ? file : path.basename(writeFile('r.json', file));
    const stamp = await new FileRegistryStore(throwaway.releasesDir).stamp();
    expect(await run('publish-redirects', name)).toBe(1);
    expect(throwaway.output.err[0]).toMatch(line);
    expect(throwaway.output.err.at(-1)).toMatch(/nothing was published|cannot be read/);
    expect(throwaway.output.out).toEqual([]);
    expect(await new FileRegistryStore(throwaway.releasesDir).stamp()).toBe(stamp);
    expect(await published()).toBe(0);
  });

  it('refuses misspelt or contradicting arguments with one line each and the usage', async () => {
    expect(await run('--rollbak-redirects')).toBe(1);
    expect(throwaway.output.err).toEqual([
      'unknown option --rollbak-redirects',
      expect.stringMatching(/^usage: npm run routes/),
    ]);
    expect(await run('news/dynamic')).toBe(1);
    expect(throwaway.output.err.at(-2)).toMatch(/^give a path of the site/);
    expect(await run('/a', '/b')).toBe(1);
    expect(await run('publish-redirects', 'a.json', '--json')).toBe(1);
    expect(await run('--rollback-redirects', '/a')).toBe(1);
  });
});
