/**
 * The sandboxed server renderer with hand-written bundles in a real release folder: what renders,
 * and every way a release can fail without failing the page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY_CONTRACT, type InitialState, type RegistryEntry } from '@site/shared-contracts';
import { SectionRenderer, type SectionRendererOptions } from './section-renderer';

const REACT = '19.3.1';
const STATE = { language: 'e', data: { '/api/x?languageType=2': 'from state' } } as unknown as InitialState;

function bundle(render: string, overrides: { contract?: string; reactVersion?: string; top?: string } = {}) {
  return `${overrides.top ?? ''}
module.exports = {
  contract: ${JSON.stringify(overrides.contract ?? SERVER_ENTRY_CONTRACT)},
  reactVersion: ${JSON.stringify(overrides.reactVersion ?? REACT)},
  render: ${render},
};`;
}

describe('SectionRenderer', () => {
  let releasesDir: string;
  let clock = 0;
  let failures: string[];

  const release = (version: string, code: string | null, timeoutMs = 50): RegistryEntry => {
    const dir = path.join(releasesDir, 'mfe-test', version, 'server');
    fs.mkdirSync(dir, { recursive: true });
    if (code !== null) fs.writeFileSync(path.join(dir, 'server.js'), code);
    return {
      version,
      manifest: `/releases/mfe-test/${version}/client/mf-manifest.json`,
      routes: `/releases/mfe-test/${version}/client/routes.json`,
      server: { entry: `/releases/mfe-test/${version}/server/server.js`, timeoutMs, firstRenderTimeoutMs: timeoutMs },
    };
  };

  const renderer = (options: Partial<SectionRendererOptions> = {}) =>
    new SectionRenderer({
      releasesDir,
      reactVersion: REACT,
      breakerThreshold: 2,
      breakerCooldownMs: 1000,
      now: () => clock,
      // The process's CPU clock counts every thread of this worker on a shared machine: a test
      // about the CPU budget gives a clock of its own; the others spend none.
      cpuTimeMs: () => 0,
      onFailure: (_release, reason) => failures.push(reason),
      ...options,
    });

  beforeEach(() => {
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'section-renderer-'));
    clock = 0;
    failures = [];
  });

  afterEach(() => fs.rmSync(releasesDir, { recursive: true, force: true }));

  it('renders the markup a release returns for the url and the state', () => {
    const entry = release(
      'v1',
      bundle('(url, state) => `<p>${url} ${state.language} ${state.data["/api/x?languageType=2"]}</p>`'),
    );
    const result = renderer().render(entry, '/en/news', STATE);
    expect(result).toMatchObject({ kind: 'server', html: '<p>/en/news e from state</p>' });
  });

  it('loads a release once and keeps its module state between renders', () => {
    const entry = release('v1', bundle('() => `<p>${++count}</p>`', { top: 'let count = 0;' }));
    const sections = renderer();
    expect(sections.render(entry, '/', STATE)).toMatchObject({ html: '<p>1</p>' });
    expect(sections.render(entry, '/', STATE)).toMatchObject({ html: '<p>2</p>' });
  });

  it('leaves the page to the browser when there is no server build', () => {
    const { server: _server, ...clientOnly } = release('v1', null);
    expect(renderer().render(clientOnly, '/', STATE)).toMatchObject({ kind: 'client', reason: 'no server build' });
  });

  it('falls back to the browser when the render throws', () => {
    const entry = release('v1', bundle('() => { throw new Error("broken page"); }'));
    expect(renderer().render(entry, '/', STATE)).toMatchObject({ kind: 'client', reason: 'broken page' });
    expect(failures).toEqual(['broken page']);
  });

  it('gives the first render of each route in each language the longer CPU budget, and later ones the short one', () => {
    const entry = release('v1', bundle('() => "<p>ok</p>"'));
    entry.server = { entry: entry.server!.entry, timeoutMs: 30, firstRenderTimeoutMs: 1000 };
    // A CPU clock of the test's own: every render costs 60 ms of CPU, whatever the machine does.
    let cpu = 0;
    let reads = 0;
    const sections = renderer({ cpuTimeMs: () => (reads++ % 2 === 0 ? cpu : (cpu += 60)) });
    const state = (name: string, language = 's') =>
      ({ ...STATE, language, route: { name } }) as unknown as InitialState;
    expect(sections.render(entry, '/slow', state('news'))).toMatchObject({ kind: 'server' });
    expect(sections.render(entry, '/slow', state('about'))).toMatchObject({ kind: 'server' });
    expect(sections.render(entry, '/slow', state('news', 'e'))).toMatchObject({ kind: 'server' });
    expect(sections.render(entry, '/slow', state('news'))).toMatchObject({
      kind: 'client',
      reason: 'render used 60 ms of CPU, over its 30 ms budget',
    });
    expect(sections.render(entry, '/slow', state('news', 'e'))).toMatchObject({ kind: 'client' });
  });

  it('counts CPU time, not waiting: a render that waits longer than its budget without using the CPU is kept', () => {
    const entry = release(
      'v1',
      bundle('() => { const end = Date.now() + 80; while (Date.now() < end) {} return "<p>ok</p>"; }'),
      50,
    );
    // The clock says the 80 ms went to other processes, as on a loaded machine.
    const sections = renderer({ cpuTimeMs: () => 0 });
    expect(sections.render(entry, '/', STATE)).toMatchObject({ kind: 'server', html: '<p>ok</p>' });
  });

  it('stops a render that never returns at its timeout', () => {
    const entry = release('v1', bundle('() => { for (;;) {} }'), 30);
    const started = performance.now();
    const result = renderer().render(entry, '/', STATE);
    expect(result.kind).toBe('client');
    expect(result.kind === 'client' && result.reason).toMatch(/timed out/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a bundle built for another React or another contract, or one that cannot be read', () => {
    const sections = renderer();
    const otherReact = release('v1', bundle('() => "<p></p>"', { reactVersion: '18.3.1' }));
    expect(sections.render(otherReact, '/', STATE)).toMatchObject({
      kind: 'client',
      reason: expect.stringMatching(/React 18\.3\.1/),
    });
    const otherContract = release('v2', bundle('() => "<p></p>"', { contract: 'something-else/9' }));
    expect(sections.render(otherContract, '/', STATE)).toMatchObject({
      kind: 'client',
      reason: expect.stringMatching(/contract/),
    });
    const missing = release('v3', null);
    expect(sections.render(missing, '/', STATE)).toMatchObject({
      kind: 'client',
      reason: expect.stringMatching(/cannot load/),
    });
  });

  it('gives a bundle Node built-ins only, and none of the shell', () => {
    const entry = release(
      'v1',
      bundle(
        '() => "<p>" + typeof require("node:path").join + " " + typeof globalThis.fetch + " " + typeof process.exit + "</p>"',
      ),
    );
    expect(renderer().render(entry, '/', STATE)).toMatchObject({ html: '<p>function undefined undefined</p>' });
    const outside = release('v2', bundle('() => ""', { top: 'require("fastify");' }));
    expect(renderer().render(outside, '/', STATE)).toMatchObject({
      kind: 'client',
      reason: expect.stringMatching(/Node built-ins/),
    });
  });

  it('forgets the releases the registry no longer names', () => {
    const sections = renderer();
    const old = release('v1', bundle('() => "<p>old</p>"'));
    const current = release('v2', bundle('() => "<p>new</p>"'));
    sections.render(old, '/', STATE);
    sections.render(current, '/', STATE);
    expect(sections.loadedReleases).toBe(2);
    sections.retainOnly([current.server!.entry]);
    expect(sections.loadedReleases).toBe(1);
    expect(sections.render(current, '/', STATE)).toMatchObject({ html: '<p>new</p>' });
  });

  it('stops trying a failing release for a while, then tries it again', () => {
    const entry = release(
      'v1',
      bundle('() => { if (globalThis.broken !== false) throw new Error("down"); return "<p>up</p>"; }'),
    );
    const sections = renderer();
    expect(sections.render(entry, '/', STATE)).toMatchObject({ reason: 'down' });
    expect(sections.render(entry, '/', STATE)).toMatchObject({ reason: 'down' });
    expect(sections.render(entry, '/', STATE)).toMatchObject({ kind: 'client', reason: 'circuit open' });
    expect(failures).toHaveLength(2);
    clock = 1001;
    expect(sections.render(entry, '/', STATE)).toMatchObject({ reason: 'down' });
  });
});
