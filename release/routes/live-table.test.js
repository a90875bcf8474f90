/** What `npm run routes` reports beside the table: header entries the navigation does not name, stale redirects. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { publishRelease, readRegistry } = require('@site/shell/server/registry');
const { redirectTableOf } = require('@site/shell/server/redirects');
const { writeBuild } = require('../command-test-support');
const { liveProblems, menuProblems, menusOf } = require('./live-table');

const MENU = [{ key: 'careers', order: 90, label: { s: '人才发展', t: '人才發展', e: 'Careers' } }];
const NAMES = { s: ['首页', '人才发展'], t: ['首頁'], e: ['Home', 'Careers'] };

describe('menu problems', () => {
  it('names each entry and language whose label no navigation entry has, with the fix', () => {
    expect(menuProblems([{ section: 'mfe-careers', menu: MENU }], NAMES)).toEqual([
      'menu entry "careers" of mfe-careers: no navigation entry is named "人才發展" (Traditional), so the header leaves it out — fix: add one to content/navigation/zh/ and import it (npm run content -- import content), or change the label',
    ]);
    expect(menuProblems([{ section: 'mfe-careers', menu: MENU }], { ...NAMES, t: ['人才發展'] })).toEqual([]);
  });

  it("reads each current release's menu from its routes.json", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'live-table-'));
    try {
      const routes = [{ path: '/careers', name: 'careers', layout: 'default', data: [] }];
      const build = writeBuild(path.join(folder, 'build'), { section: 'mfe-careers', routes, menu: MENU });
      const releases = path.join(folder, 'releases');
      publishRelease(releases, 'mfe-careers', build, 'v1');
      expect(menusOf(readRegistry(releases), releases)).toEqual([{ section: 'mfe-careers', menu: MENU }]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reports a published redirect whose target no live route serves any more, or whose source a route now serves', async () => {
    const snapshot = {
      registry: { sections: {} },
      routes: { 'mfe-news': [{ path: '/news', name: 'news', layout: 'default', data: [] }] },
      redirects: redirectTableOf({
        version: 2,
        publishedAt: '2026-11-28T00:00:00Z',
        redirects: [
          { from: '/a', to: '/news', status: 301 },
          { from: '/b', to: '/careers', status: 301 },
          { from: '/news', to: '/news', status: 301 },
        ],
        external: [],
      }),
    };
    expect(await liveProblems(snapshot, '/nowhere', NAMES)).toEqual([
      'redirect /b → /careers: no live route serves its target now, so it is not followed — fix: publish a set without it, or release the section that serves /careers',
      "redirect /news → /news: mfe-news's route /news serves its source, which the redirect answers first — fix: publish a set without it, or release mfe-news without that route",
    ]);
  });
});
