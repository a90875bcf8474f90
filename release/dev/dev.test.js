/** The dev registry and the build server of `npm run dev` (decision 013), on folders made here. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createDevOverlay } = require('./overlay');
const { createBuildServer } = require('./serve-build');

function write(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

describe('the dev registry', () => {
  let folder;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-overlay-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("serves the section's build folder under a new version per build and every other section's release, leaving the real registry alone", () => {
    const releasesDir = path.join(folder, 'releases');
    const real = {
      sections: {
        'mfe-about': {
          version: 'v1',
          manifest: '/releases/mfe-about/v1/client/mf-manifest.json',
          routes: '/releases/mfe-about/v1/client/routes.json',
        },
        'mfe-news': {
          version: 'v7',
          manifest: '/releases/mfe-news/v7/client/mf-manifest.json',
          routes: '/releases/mfe-news/v7/client/routes.json',
        },
      },
    };
    write(releasesDir, { 'registry.json': JSON.stringify(real), 'mfe-about/v1/client/routes.json': 'about' });
    const buildDir = path.join(folder, 'mfe-news', 'dist');
    write(buildDir, { 'client/routes.json': 'first', 'server/server.js': '' });
    const devDir = path.join(folder, 'releases.dev');
    const overlay = createDevOverlay({ releasesDir, devDir, section: 'mfe-news', buildDir });

    expect(overlay.publish()).toBe('dev-1');
    const registry = () => JSON.parse(fs.readFileSync(path.join(devDir, 'registry.json'), 'utf8'));
    expect(registry().sections['mfe-about']).toEqual(real.sections['mfe-about']);
    expect(registry().sections['mfe-news']).toMatchObject({
      version: 'dev-1',
      manifest: '/releases/mfe-news/dev-1/client/mf-manifest.json',
      server: { entry: '/releases/mfe-news/dev-1/server/server.js' },
    });
    expect(fs.readFileSync(path.join(devDir, 'mfe-about/v1/client/routes.json'), 'utf8')).toBe('about');
    expect(fs.readFileSync(path.join(devDir, 'mfe-news/dev-1/client/routes.json'), 'utf8')).toBe('first');

    write(buildDir, { 'client/routes.json': 'second' });
    overlay.publish();
    overlay.publish();
    expect(registry().sections['mfe-news'].version).toBe('dev-3');
    expect(fs.readFileSync(path.join(devDir, 'mfe-news/dev-3/client/routes.json'), 'utf8')).toBe('second');
    // The version before stays for a page loaded just before; older ones go.
    expect(fs.readdirSync(path.join(devDir, 'mfe-news')).sort()).toEqual(['dev-2', 'dev-3']);
    expect(JSON.parse(fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'))).toEqual(real);
  });

  it('takes up a section released while it runs', () => {
    const releasesDir = path.join(folder, 'releases');
    write(releasesDir, { 'registry.json': JSON.stringify({ sections: {} }) });
    const buildDir = path.join(folder, 'build');
    write(buildDir, { 'client/routes.json': '' });
    const devDir = path.join(folder, 'releases.dev');
    const overlay = createDevOverlay({ releasesDir, devDir, section: 'mfe-news', buildDir });
    overlay.publish();
    const join = {
      version: 'v2',
      manifest: '/releases/mfe-join/v2/client/mf-manifest.json',
      routes: '/releases/mfe-join/v2/client/routes.json',
    };
    write(releasesDir, {
      'registry.json': JSON.stringify({ sections: { 'mfe-join': join } }),
      'mfe-join/v2/client/routes.json': 'join',
    });
    overlay.refresh();
    const registry = JSON.parse(fs.readFileSync(path.join(devDir, 'registry.json'), 'utf8'));
    expect(registry.sections['mfe-join']).toEqual(join);
    expect(registry.sections['mfe-news'].version).toBe('dev-1');
    expect(registry.sections['mfe-news'].server).toBeUndefined();
    expect(fs.readFileSync(path.join(devDir, 'mfe-join/v2/client/routes.json'), 'utf8')).toBe('join');
  });
});

describe('the build server', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-build-server-'));
  const server = createBuildServer(path.join(folder, 'client'));
  let base;

  beforeAll(async () => {
    write(folder, { 'client/mf-manifest.json': '{"name":"x"}', 'secret.json': '{}' });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('serves the build to any origin, and nothing outside it', async () => {
    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await manifest.json()).toEqual({ name: 'x' });
    expect((await fetch(`${base}/%2e%2e/secret.json`)).status).toBe(404);
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });
});
