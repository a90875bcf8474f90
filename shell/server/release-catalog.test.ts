import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyRelease, publishRelease, readRegistry, releaseEntry, writeRegistry } from './registry';
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

    describe('candidates', () => {
      /** Stages a build as the section's candidate, as the stage command will (a release folder, no switch). */
      function stage(section: string, version: string, build: string) {
        copyRelease(releases, section, build, version);
        const registry = readRegistry(releases);
        const entry = releaseEntry(releases, section, version);
        writeRegistry(releases, {
          ...registry,
          candidates: { ...registry.candidates, [section]: { entry, stagedAt: '2026-11-28T09:00:00.000Z' } },
        });
        const later = new Date(Date.now() + 10_000);
        fs.utimesSync(path.join(releases, 'registry.json'), later, later);
      }

      it("loads a candidate's route manifest beside the current ones, leaving the current routes as they are", async () => {
        publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, 'a'), manifest('/news'), 'one'), 'v1');
        const catalog = new ReleaseCatalog(releases);
        const before = await catalog.current();
        expect(before.registry).toEqual({ sections: { 'mfe-news': releaseEntry(releases, 'mfe-news', 'v1') } });
        expect(before.candidateRoutes).toEqual({});
        stage('mfe-news', 'v2', fakeBuild(path.join(builds, 'b'), manifest('/news-next'), 'two'));
        const after = await catalog.current();
        expect(after.routes['mfe-news']?.map((route) => route.path)).toEqual(['/news']);
        expect(after.candidateRoutes['mfe-news']?.map((route) => route.path)).toEqual(['/news-next']);
        expect(after.registry.candidates?.['mfe-news']?.entry.version).toBe('v2');
        expect(after.generation).toBeGreaterThan(before.generation);
      });

      it('keeps a candidate whose route manifest cannot be read in the registry, without routes, and reads it once restored', async () => {
        publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, 'a'), manifest('/news'), 'one'), 'v1');
        stage('mfe-news', 'v2', fakeBuild(path.join(builds, 'b'), manifest('/news-next'), 'two'));
        const file = path.join(releases, 'mfe-news', 'v2', 'client', 'routes.json');
        const good = fs.readFileSync(file, 'utf8');
        fs.writeFileSync(file, '{ "section": "mfe-news", "rou');
        const catalog = new ReleaseCatalog(releases);
        const broken = await catalog.current();
        expect(broken.registry.candidates?.['mfe-news']?.entry.version).toBe('v2');
        expect(broken.candidateRoutes).toEqual({});
        expect(Object.keys(broken.routes)).toEqual(['mfe-news']);
        fs.writeFileSync(file, good);
        expect((await catalog.current()).candidateRoutes['mfe-news']?.map((route) => route.path)).toEqual([
          '/news-next',
        ]);
      });

      it('without candidates, gives every snapshot the one empty table of candidate routes', async () => {
        publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, 'a'), manifest('/news'), 'one'), 'v1');
        const first = await new ReleaseCatalog(releases).current();
        const second = await new ReleaseCatalog(releases).current();
        expect(first.candidateRoutes).toBe(second.candidateRoutes);
        expect(Object.isFrozen(first.candidateRoutes)).toBe(true);
        expect('candidates' in first.registry).toBe(false);
      });
    });
  });
});
