import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishRelease } from '@site/tooling/release-writer';
import { ReleaseCatalog, releaseFileOf } from './release-catalog';

function fakeBuild(folder: string, routes: unknown, label: string) {
  const client = path.join(folder, 'client');
  fs.mkdirSync(client, { recursive: true });
  fs.writeFileSync(path.join(client, 'mf-manifest.json'), JSON.stringify({ label }));
  fs.writeFileSync(path.join(client, 'routes.json'), JSON.stringify(routes));
  fs.writeFileSync(path.join(client, 'remoteEntry.js'), `/* ${label} */`);
  return folder;
}

const manifest = (path: string) => ({
  section: 'mfe-news',
  routes: [
    { path, name: path.slice(1).replace(/\//g, '-'), layout: 'default', background: 'backgrounds/news.svg', data: [] },
  ],
});

describe('the release catalog', () => {
  let releases: string;
  let builds: string;
  beforeEach(() => {
    releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    builds = fs.mkdtempSync(path.join(os.tmpdir(), 'builds-'));
  });
  afterEach(() => {
    fs.rmSync(releases, { recursive: true, force: true });
    fs.rmSync(builds, { recursive: true, force: true });
  });

  it('maps release URLs to files and refuses to leave the folder', () => {
    expect(releaseFileOf(releases, '/releases/mfe-news/v1/client/routes.json')).toBe(
      path.join(releases, 'mfe-news', 'v1', 'client', 'routes.json'),
    );
    expect(() => releaseFileOf(releases, '/releases/../../etc/passwd')).toThrow(/leaves/);
    expect(() => releaseFileOf(releases, '/static/x.js')).toThrow(/not a release URL/);
  });

  describe('catalog', () => {
    it('reloads the route table when the registry changes, with no restart', async () => {
      const catalog = new ReleaseCatalog(releases);
      expect((await catalog.current()).routes).toEqual({});
      publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, 'a'), manifest('/news'), 'one'), 'v1');
      expect((await catalog.current()).routes['mfe-news']?.map((route) => route.path)).toEqual(['/news']);
      // Same second as the first write: force a different mtime so the change is seen.
      publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, 'b'), manifest('/news2'), 'two'), 'v2');
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(path.join(releases, 'registry.json'), later, later);
      expect((await catalog.current()).routes['mfe-news']?.map((route) => route.path)).toEqual(['/news2']);
    });

    it('leaves out a section whose route manifest is broken, keeping the others', async () => {
      publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, 'a'), { bad: true }, 'one'), 'v1');
      publishRelease(
        releases,
        'mfe-about',
        fakeBuild(path.join(builds, 'b'), { ...manifest('/about'), section: 'mfe-about' }, 'x'),
        'v1',
      );
      const { routes, registry } = await new ReleaseCatalog(releases).current();
      expect(Object.keys(routes)).toEqual(['mfe-about']);
      expect(Object.keys(registry.sections)).toEqual(['mfe-about']);
    });
  });
});
