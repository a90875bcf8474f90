/**
 * The release gate's rules, each against a broken fixture written here (and a sound one that
 * passes). The server-entry and render rules run the shell server's real code on a staged
 * releases folder with a hand-written server bundle and a fresh content database.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { SERVER_ENTRY_CONTRACT } = require('@site/shared-contracts');
const { budgetProblems } = require('./budget-rule');
const { providedVersions, sharedProblems } = require('./federation-rule');
const { lifecycleProblems } = require('./lifecycles-rule');
const { formatProblem } = require('./problem');
const { exampleOf, renderProblems, startShell } = require('./render-rule');
const { claimedUrlOf, routeProblems, seoProblems, sharedUrlOf } = require('./routes-rule');
const { navigationProblems } = require('./navigation-rule');
const { searchProblems } = require('./search-rule');
const { serverEntryProblems, shellReactVersion } = require('./server-entry-rule');
const { currentRoutes, stageSite } = require('./staging');
const { publishRelease, readRegistry } = require('@site/shell/server/registry');

const folders = [];
function temporaryFolder(files = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'release-gate-test-'));
  folders.push(folder);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(
      path.join(folder, file),
      typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content),
    );
  }
  return folder;
}
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const rules = (problems) => problems.map((found) => found.rule);

const INTRODUCE = { key: 'page', endpoint: '/api/web/page/detail', params: { key: 'introduce' } };
/** A route of the fixtures; one with a parameter is left out of the sitemap unless it says otherwise. */
function route(path, extra = {}) {
  const name = path === '/' ? 'index' : path.split('/').filter(Boolean).join('-').replace(/:/g, '');
  const sitemap = path.includes(':') ? { sitemap: false } : {};
  return {
    path,
    name,
    layout: 'default',
    background: 'backgrounds/about.svg',
    data: [INTRODUCE],
    ...sitemap,
    ...extra,
  };
}
const manifestOf = (section, routes, extra = {}) => ({ section, routes, ...extra });
const ABOUT = [route('/about/introduce'), route('/about/team/:id')];

describe('routes rule', () => {
  it('passes a sound manifest that shares no URL with the other sections', () => {
    const manifest = manifestOf('mfe-news', [route('/news'), route('/news/dynamic/:id')]);
    expect(routeProblems({ section: 'mfe-news', manifest, others: { 'mfe-about': ABOUT } })).toEqual([]);
  });

  it('refuses a path another current section serves, naming the URL and the owner', () => {
    const manifest = manifestOf('mfe-news', [route('/news'), route('/about/introduce')]);
    const problems = routeProblems({ section: 'mfe-news', manifest, others: { 'mfe-about': ABOUT } });
    expect(problems.map(formatProblem)).toEqual([
      '[routes] /about/introduce claims /about/introduce, which mfe-about serves (its route /about/introduce) — fix: remove or rename /about/introduce; a URL belongs to one section',
    ]);
  });

  it('compares patterns structurally: a parameter matches any segment, an optional one may be absent', () => {
    expect(sharedUrlOf('/about/:page', '/about/introduce')).toBe('/about/introduce');
    expect(sharedUrlOf('/about/team/:id', '/about/team/founder')).toBe('/about/team/founder');
    expect(sharedUrlOf('/news/:id?', '/news')).toBe('/news');
    expect(sharedUrlOf('/news/:id?', '/news/dynamic/:id')).toBeNull();
    expect(sharedUrlOf('/about/introduce', '/m/about/introduce')).toBeNull();
    expect(sharedUrlOf('/', '/home')).toBeNull();
    // In any language prefix: a pattern written with /en takes the English URL of another's route.
    expect(claimedUrlOf('/en/about/introduce', '/about/introduce')).toBe('/en/about/introduce');
    const claim = routeProblems({
      section: 'mfe-x',
      manifest: manifestOf('mfe-x', [route('/:any/introduce')]),
      others: { 'mfe-about': ABOUT },
    });
    expect(claim[0].message).toContain('claims /about/introduce, which mfe-about serves');
  });

  it('refuses a layout, an endpoint or a counterpart that does not exist, once each', () => {
    const manifest = manifestOf('mfe-news', [
      route('/news', { layout: 'sideways' }),
      route('/news/list', { data: [{ key: 'x', endpoint: '/api/web/nothing', params: {} }] }),
      route('/news/top', { counterpart: '/m/news/top' }),
    ]);
    const lines = routeProblems({ section: 'mfe-news', manifest, others: { 'mfe-about': ABOUT } }).map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[routes\] \/news names layout "sideways", which the shell does not have — fix: use one of default, /,
      ),
      expect.stringMatching(
        /^\[routes\] \/news\/list needs \/api\/web\/nothing, which is not in the content API's endpoint table/,
      ),
      expect.stringMatching(/^\[routes\] \/news\/top names counterpart \/m\/news\/top, which no section serves/),
    ]);
  });

  it('refuses what manifestProblems finds, and a missing routes.json', () => {
    const manifest = manifestOf('mfe-about', [route('/news')]);
    expect(routeProblems({ section: 'mfe-news', manifest, others: {} }).map((found) => found.message)).toEqual([
      'section is "mfe-about", expected "mfe-news"',
    ]);
    expect(rules(routeProblems({ section: 'mfe-news', manifest: null, others: {} }))).toEqual(['routes']);
  });

  it('refuses a background the build does not ship, and a menu link no section serves', () => {
    const text = { s: '新闻', t: '新聞', e: 'News' };
    const menu = [
      {
        key: 'news',
        order: 60,
        label: text,
        items: [
          {
            id: 'team',
            path: '/about/team/3',
            title: text,
            alt: text,
            image: { src: '/api/media/news/cover-01.svg', width: 1, height: 1 },
          },
        ],
        drawer: [{ id: 'list', path: '/m/news/list', title: text }],
      },
    ];
    const manifest = manifestOf('mfe-news', [route('/news'), route('/news/:id')], { menu });
    const shipped = temporaryFolder({ 'backgrounds/about.svg': '<svg/>' });
    expect(
      routeProblems({ section: 'mfe-news', manifest, others: { 'mfe-about': ABOUT }, clientDir: shipped }),
    ).toEqual([
      expect.objectContaining({ message: 'menu entry "news" links to /m/news/list, which no section serves' }),
    ]);
    const lines = routeProblems({
      section: 'mfe-news',
      manifest,
      others: { 'mfe-about': ABOUT },
      clientDir: temporaryFolder(),
    }).map(formatProblem);
    expect(lines[0]).toBe(
      '[routes] a route names background backgrounds/about.svg, which is not in the build — fix: put the image at src/backgrounds/about.svg (the section build ships it), or name an image that is there',
    );
  });
});

describe('routes rule on the search declarations', () => {
  it('refuses a breadcrumb parent no section serves, and passes one another section serves', () => {
    const crumbs = (parent) => ({ structuredData: [{ type: 'BreadcrumbList', from: 'page', parent }] });
    const manifest = manifestOf('mfe-news', [route('/news'), route('/news/:id', crumbs('/press'))]);
    expect(routeProblems({ section: 'mfe-news', manifest, others: {} }).map(formatProblem)).toEqual([
      '[routes] /news/:id names breadcrumb parent /press, which no section serves — fix: name the path of a page of this section or of a current one',
    ]);
    const underAbout = manifestOf('mfe-news', [route('/news'), route('/news/:id', crumbs('/about/introduce'))]);
    expect(routeProblems({ section: 'mfe-news', manifest: underAbout, others: { 'mfe-about': ABOUT } })).toEqual([]);
  });
});

describe('search rule', () => {
  async function searchWith(routes) {
    const staged = stagedBuild(entryCode('() => "<p>ok</p>"'), routes);
    const app = await startShell({
      releasesDir: staged.releasesDir,
      folder: staged.folder,
      env: { DATABASE_FILE: path.join(staged.folder, 'content.db') },
    });
    try {
      return await searchProblems({ app, manifest: manifestOf('mfe-gate-fixture', routes) });
    } finally {
      await app.close();
      staged.remove();
    }
  }
  const listed = (ids) => route('/gate-fixture/:id', { sitemap: { ids } });

  it('passes sitemap ids from lists that answer items with ids in both backends', async () => {
    const ids = [
      { endpoint: '/api/web/news/list', params: { type: 'research', pageSize: 50 } },
      { endpoint: '/api/web/category/self/detail', params: { id: 'RiskControl' }, items: 'views' },
    ];
    expect(await searchWith([route('/gate-fixture'), listed(ids)])).toEqual([]);
  });

  it('refuses ids from an answer that holds no items with ids, naming the backend and the fix', async () => {
    const found = await searchWith([
      route('/gate-fixture'),
      listed([{ endpoint: '/api/web/page/detail', params: { key: 'introduce' } }]),
    ]);
    expect(found.map(formatProblem)).toEqual(
      ['Chinese', 'English'].map(
        (backend) =>
          `[search] /gate-fixture/:id lists sitemap ids from /api/web/page/detail?key=introduce, which answers no items with ids in the ${backend} backend — fix: name a list endpoint (its answer, or its paged list, holds items with ids), or set items to the field that holds them`,
      ),
    );
  });
});

describe('seo rule', () => {
  const manifest = manifestOf('mfe-news', [route('/news'), route('/news/dynamic/:id')]);

  it('passes routes with their own entries in both backends', () => {
    const map = { news: {}, 'news-dynamic-id': {} };
    expect(seoProblems({ manifest, seoMaps: { 1: map, 2: map } })).toEqual([]);
  });

  it("warns when a route falls back to the shell's index entry, and refuses when there is none", () => {
    const found = seoProblems({ manifest, seoMaps: { 1: { news: {}, index: {} }, 2: { news: {} } } });
    expect(found.map((entry) => [entry.message, Boolean(entry.warning)])).toEqual([
      ['/news/dynamic/:id has no SEO entry "news-dynamic-id" (languageType 1)', true],
      ['/news/dynamic/:id has no SEO entry "news-dynamic-id" nor the "index" fallback (languageType 2)', false],
    ]);
  });
});

/** A section build's client folder: mf-manifest.json, chunks and their source maps. */
function clientBuild({ shared = [], exposeChunk = 'expose.js', files = {} } = {}) {
  const mfManifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared,
    exposes: [{ path: './app', assets: { js: { sync: [exposeChunk], async: [] }, css: { sync: [], async: [] } } }],
  };
  const clientDir = temporaryFolder({
    'mf-manifest.json': mfManifest,
    'remoteEntry.js': 'var mfe_x;',
    [exposeChunk]:
      '(self.webpackChunkmfe_x=self.webpackChunkmfe_x||[]).push([[1],{90(e,t,n){n.d(t,{bootstrap:()=>a,mount:()=>o,unmount:()=>i})}}]);',
    ...files,
  });
  return { mfManifest, clientDir };
}

const PROVIDED = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5', 'single-spa': '6.0.3' };
const sharedEntry = (name, requiredVersion, extra = {}) => ({
  name,
  version: requiredVersion.replace(/^\^/, ''),
  singleton: true,
  requiredVersion,
  assets: { js: { sync: [`${name.replace(/\W/g, '_')}.js`], async: [] }, css: { sync: [], async: [] } },
  ...extra,
});

describe('shared rule', () => {
  it('passes singletons shared in ranges the page provides', () => {
    const build = clientBuild({ shared: [sharedEntry('react', '19.3.1'), sharedEntry('react-router', '^7.18.5')] });
    expect(sharedProblems({ ...build, provided: PROVIDED })).toEqual([]);
  });

  it('refuses a range the page does not provide, and a singleton shared as a plain module', () => {
    const build = clientBuild({
      shared: [sharedEntry('react', '18.3.1'), sharedEntry('single-spa', '^6.0.3', { singleton: false })],
    });
    expect(sharedProblems({ ...build, provided: PROVIDED }).map((found) => found.message)).toEqual([
      'react is required as 18.3.1, but the page provides react 19.3.1',
      'single-spa is shared but not as a singleton',
    ]);
  });

  it("refuses a chunk of the section's own that carries React or the event bus", () => {
    const map = (sources) => JSON.stringify({ version: 3, sources, mappings: '' });
    const build = clientBuild({
      shared: [sharedEntry('react', '19.3.1')],
      files: {
        'expose.js.map': map(['webpack://mfe_x/./src/app.tsx', 'webpack://mfe_x/../node_modules/react/index.js']),
        'page.js': '/* page */',
        'page.js.map': map(['webpack://mfe_x/../shared-contracts/src/events.ts']),
        // The fallback copy of a shared module is where React belongs.
        'react.js': '/* react */',
        'react.js.map': map(['webpack://mfe_x/../node_modules/react/cjs/react.production.js']),
      },
    });
    expect(sharedProblems({ ...build, provided: PROVIDED }).map((found) => found.message)).toEqual([
      'expose.js carries its own copy of react instead of sharing it (a second react on the page)',
      'page.js carries its own copy of @site/shared-contracts instead of sharing it (a second event bus on the page)',
    ]);
  });

  it("reads the versions the shell's build registers, and takes the installed ones for the rest", () => {
    const shell = temporaryFolder({
      'main.js': 'x={react:[{version:"19.3.1",get:()=>1}],"single-spa":[{version:"6.0.9",get:()=>1}]}',
    });
    expect(providedVersions(shell, { react: '0.0.0', 'single-spa': '0.0.0', 'react-router': '7.1.0' })).toEqual({
      react: '19.3.1',
      'single-spa': '6.0.9',
      'react-router': '7.1.0',
    });
  });
});

describe('lifecycles rule', () => {
  it('passes an exposed chunk whose export table has bootstrap, mount and unmount', () => {
    expect(lifecycleProblems(clientBuild())).toEqual([]);
  });

  it('refuses an exposed module without the lifecycles, or no ./app at all', () => {
    const build = clientBuild({ files: { 'expose.js': 'n.d(t,{bootstrap:()=>a,mount:()=>o})' } });
    expect(lifecycleProblems(build).map((found) => found.message)).toEqual([
      './app does not export bootstrap, mount, unmount',
    ]);
    const none = clientBuild();
    expect(lifecycleProblems({ ...none, mfManifest: { ...none.mfManifest, exposes: [] } })[0].message).toBe(
      'the Module Federation manifest exposes no ./app',
    );
  });
});

describe('budget rule', () => {
  // Random bytes do not compress: 25 KB of them weigh about 25 KB compressed.
  const incompressible = (kb) => require('node:crypto').randomBytes(kb * 1024);

  it('refuses a first load over 40 KB by default, naming the files and the fix', () => {
    const build = clientBuild({ files: { 'remoteEntry.js': incompressible(25), 'expose.js': incompressible(20) } });
    const [found] = budgetProblems({ ...build, manifest: manifestOf('mfe-x', []) });
    expect(found.message).toMatch(
      /^first-load JS \+ CSS is 4\d\.\d KB compressed \(remoteEntry\.js, expose\.js\), over its budget of 40 KB$/,
    );
    expect(found.fix).toMatch(/budgetKb: 4\d/);
  });

  it("uses the budget a section's routes declare", () => {
    const build = clientBuild({ files: { 'remoteEntry.js': incompressible(30), 'expose.js': incompressible(20) } });
    expect(budgetProblems({ ...build, manifest: manifestOf('mfe-x', [], { budgetKb: 60 }) })).toEqual([]);
    expect(budgetProblems({ ...build, manifest: manifestOf('mfe-x', [], { budgetKb: 20 }) })).toHaveLength(1);
  });
});

/** A section build with a hand-written server bundle, staged on an empty site. */
function stagedBuild(serverCode, routes = [route('/gate-fixture')]) {
  const buildDir = temporaryFolder({
    'client/mf-manifest.json': {},
    'client/routes.json': manifestOf('mfe-gate-fixture', routes),
    'server/server.js': serverCode,
  });
  return stageSite({ releasesDir: temporaryFolder(), section: 'mfe-gate-fixture', buildDir });
}
const entryCode = (render, { contract = SERVER_ENTRY_CONTRACT, react = shellReactVersion() } = {}) =>
  `module.exports = { contract: ${JSON.stringify(contract)}, reactVersion: ${JSON.stringify(react)}, render: ${render} };`;

describe('server-entry rule', () => {
  it("passes a bundle with the shell's contract and React", async () => {
    const staged = stagedBuild(entryCode('() => "<p>ok</p>"'));
    expect(await serverEntryProblems(staged)).toEqual([]);
    staged.remove();
  });

  it('refuses another contract, another React, and a bundle that does not load', async () => {
    for (const [code, expected] of [
      [entryCode('() => ""', { contract: 'site-section-server/0' }), /contract site-section-server\/0 is not/],
      [entryCode('() => ""', { react: '18.2.0' }), /React 18\.2\.0 is not the browser's/],
      ['throw new Error("broken bundle")', /cannot load: broken bundle/],
    ]) {
      const staged = stagedBuild(code);
      const [found] = await serverEntryProblems(staged);
      expect(found.rule).toBe('server-entry');
      expect(found.message).toMatch(expected);
      staged.remove();
    }
  });
});

describe('a page for a route shape (exampleOf)', () => {
  // The content API's news list: every type, newest first, unless a type is asked for.
  const articles = [
    { id: 29, type: 'dynamic' },
    { id: 30, type: 'research' },
  ];
  const asked = [];
  const api = {
    inject: async ({ url }) => {
      asked.push(url);
      const query = new URL(url, 'http://gate.invalid').searchParams;
      const list = articles.filter((article) => !query.has('type') || article.type === query.get('type'));
      return { statusCode: 200, body: JSON.stringify({ code: 0, data: { list } }) };
    },
  };
  const article = (type) => ({
    path: `/news/${type}/:id`,
    data: [{ key: 'article', endpoint: '/api/web/news/detail', params: { id: ':id', type } }],
  });

  it("takes an id from the list of the need's own kind", async () => {
    expect(await exampleOf(api, article('research'))).toEqual({ url: '/news/research/30', uncertain: true });
    expect(await exampleOf(api, article('dynamic'))).toEqual({ url: '/news/dynamic/29', uncertain: true });
    expect(asked).toEqual([
      '/api/web/news/list?languageType=1&type=research',
      '/api/web/news/list?languageType=1&type=dynamic',
    ]);
  });
});

describe('render rule', () => {
  const manifest = manifestOf('mfe-gate-fixture', [route('/gate-fixture')]);

  async function renderWith(render) {
    const staged = stagedBuild(entryCode(render));
    const app = await startShell({
      releasesDir: staged.releasesDir,
      folder: staged.folder,
      env: { DATABASE_FILE: path.join(staged.folder, 'content.db') },
    });
    try {
      return await renderProblems({ app, manifest });
    } finally {
      await app.close();
      staged.remove();
    }
  }

  it('passes a route the server renders in three languages', async () => {
    expect(await renderWith('(url, state) => `<h1>${state.language}</h1>`')).toEqual([]);
  });

  it('refuses a route whose render throws in one language, naming the route and the URL', async () => {
    const [found, ...rest] = await renderWith(
      '(url) => { if (url.startsWith("/en")) throw new Error("no English"); return "<p>ok</p>"; }',
    );
    expect(rest).toEqual([]);
    expect(found.message).toBe(
      '/gate-fixture (GET /en/gate-fixture, language e) answered 200, rendered by: client: error (no English)',
    );
  });

  it('refuses a route whose render runs past its time limit', async () => {
    const [found] = await renderWith('() => { for (;;) {} }');
    expect(found.message).toMatch(
      /^\/gate-fixture \(GET \/gate-fixture, language s\) answered 200, rendered by: client: timeout \(the render did not return within \d+ ms( of CPU)?\)$/,
    );
  }, 30_000);
});

describe('sections released together (a route handed from one to another)', () => {
  const build = (section, routes) =>
    temporaryFolder({ 'client/mf-manifest.json': {}, 'client/routes.json': manifestOf(section, routes) });
  const INVEST = route('/invest/:id?', { name: 'invest-id', validate: { id: { oneOf: ['reports'] } } });
  const HONOUR = [route('/honour/brand'), INVEST];
  const INVESTOR = [INVEST];

  /** A releases folder whose current mfe-honour-invest serves /invest, beside mfe-about. */
  function currentSite() {
    const releasesDir = temporaryFolder();
    publishRelease(releasesDir, 'mfe-honour-invest', build('mfe-honour-invest', HONOUR), 'h1');
    publishRelease(releasesDir, 'mfe-about', build('mfe-about', ABOUT), 'a1');
    return releasesDir;
  }

  it('checks the claims of the set against the current sections and against each other', () => {
    const releasesDir = currentSite();
    const registry = readRegistry(releasesDir);
    const investor = manifestOf('mfe-investor', INVESTOR);
    const alone = currentRoutes(releasesDir, 'mfe-investor', registry).others;
    expect(rules(routeProblems({ section: 'mfe-investor', manifest: investor, others: alone }))).toEqual(['routes']);

    // Released with a build of mfe-honour-invest that gives /invest up: nobody else claims it.
    const honourWithout = build('mfe-honour-invest', [route('/honour/brand')]);
    const together = currentRoutes(releasesDir, 'mfe-investor', registry, {
      'mfe-honour-invest': honourWithout,
    }).others;
    expect(together['mfe-honour-invest'].map((entry) => entry.path)).toEqual(['/honour/brand']);
    expect(together['mfe-about']).toHaveLength(ABOUT.length);
    expect(routeProblems({ section: 'mfe-investor', manifest: investor, others: together })).toEqual([]);

    // Two builds of the set that both keep /invest: refused, naming the other of the set.
    const honourKeeping = build('mfe-honour-invest', HONOUR);
    const both = currentRoutes(releasesDir, 'mfe-investor', registry, { 'mfe-honour-invest': honourKeeping }).others;
    expect(routeProblems({ section: 'mfe-investor', manifest: investor, others: both }).map(formatProblem)).toEqual([
      '[routes] /invest/:id? claims /invest, which mfe-honour-invest serves (its route /invest/:id?) — fix: remove or rename /invest/:id?; a URL belongs to one section',
    ]);
  });

  it('stages the site with the builds of the set in place of their current releases', () => {
    const releasesDir = currentSite();
    const honourWithout = build('mfe-honour-invest', [route('/honour/brand')]);
    const staged = stageSite({
      releasesDir,
      section: 'mfe-investor',
      buildDir: build('mfe-investor', INVESTOR),
      registry: readRegistry(releasesDir),
      alongside: { 'mfe-honour-invest': honourWithout },
    });
    try {
      const sections = readRegistry(staged.releasesDir).sections;
      expect(Object.keys(sections).sort()).toEqual(['mfe-about', 'mfe-honour-invest', 'mfe-investor']);
      expect(sections['mfe-honour-invest'].version).toBe('release-gate-candidate');
      expect(sections['mfe-about'].version).toBe('a1');
      const routes = JSON.parse(
        fs.readFileSync(
          path.join(staged.releasesDir, 'mfe-honour-invest', 'release-gate-candidate', 'client', 'routes.json'),
          'utf8',
        ),
      ).routes;
      expect(routes.map((entry) => entry.path)).toEqual(['/honour/brand']);
    } finally {
      staged.remove();
    }
  });
});

describe('navigation rule', () => {
  const MENU = [{ key: 'careers', order: 90, label: { s: '人才发展', t: '人才發展', e: 'Careers' } }];
  /** A shell whose content API answers the navigation with `names` by language. */
  const appWith = (names) => ({
    async inject({ url }) {
      const query = new URL(url, 'http://x').searchParams;
      const language = query.get('languageType') === '2' ? 'e' : query.get('script') === 'hant' ? 't' : 's';
      const data = names[language].map((name, index) => ({ name, key: `k${index}`, url: '/' }));
      return { statusCode: 200, body: JSON.stringify({ code: 0, message: 'ok', data }) };
    },
  });

  it('passes a menu whose labels the navigation names in all three languages', async () => {
    const app = appWith({ s: ['首页', '人才发展'], t: ['人才發展'], e: ['Careers'] });
    expect(await navigationProblems({ app, manifest: manifestOf('mfe-careers', [], { menu: MENU }) })).toEqual([]);
  });

  it('refuses, as a problem, an entry whose label the navigation lacks in a language', async () => {
    const app = appWith({ s: ['人才发展'], t: ['人才發展'], e: ['Jobs'] });
    const found = await navigationProblems({ app, manifest: manifestOf('mfe-careers', [], { menu: MENU }) });
    expect(found.map(formatProblem)).toEqual([
      '[navigation] menu entry "careers" has no navigation entry named "Careers" (English), so the header would leave it out — fix: add one to content/navigation/en/ (npm run new-section writes it) and import it with npm run content -- import content, or change the label in src/menu/',
    ]);
    expect(found[0].warning).toBeUndefined();
  });
});
