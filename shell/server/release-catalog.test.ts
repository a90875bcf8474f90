import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishRelease } from './registry';
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

    it('serves a section again once its unreadable route manifest is restored, with no registry change', async () => {
      publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, 'a'), manifest('/news'), 'one'), 'v1');
      const file = path.join(releases, 'mfe-news', 'v1', 'client', 'routes.json');
      const good = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, '{ "section": "mfe-news", "rou');
      const catalog = new ReleaseCatalog(releases);
      const broken = await catalog.current();
      expect(broken.routes).toEqual({});
      expect(await catalog.current()).toBe(broken);
      fs.writeFileSync(file, good);
      const restored = await catalog.current();
      expect(restored.routes['mfe-news']?.map((route) => route.path)).toEqual(['/news']);
      expect(restored.generation).toBeGreaterThan(broken.generation);
    });

    it('tries an unreadable route manifest again after a delay that grows with each failure', async () => {
      publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, 'a'), manifest('/news'), 'one'), 'v1');
      const file = path.join(releases, 'mfe-news', 'v1', 'client', 'routes.json');
      fs.renameSync(file, `${file}.away`);
      let clock = 0;
      const catalog = new ReleaseCatalog(releases, undefined, undefined, {
        now: () => clock,
        delays: { firstMs: 1000, maxMs: 10_000 },
      });
      const generations = [(await catalog.current()).generation];
      clock = 999;
      generations.push((await catalog.current()).generation);
      clock = 1000;
      generations.push((await catalog.current()).generation);
      clock = 2999;
      generations.push((await catalog.current()).generation);
      clock = 3000;
      generations.push((await catalog.current()).generation);
      expect(generations).toEqual([1, 1, 2, 2, 3]);
      fs.renameSync(`${file}.away`, file);
      expect(Object.keys((await catalog.current()).routes)).toEqual(['mfe-news']);
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
