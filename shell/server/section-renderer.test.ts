/**
 * The server renderer with hand-written bundles in a real release folder: what renders, how each
 * failure is named, and when a failing release is tried again. How workers run section code is
 * render-pool/render-pool.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY_CONTRACT, type InitialState, type RegistryEntry } from '@site/shared-contracts';
import { SectionRenderer, type SectionRendererOptions } from './section-renderer';

const REACT = '19.3.1';
/** Code that gives the nice value of the thread it runs on (field 19 of its stat): 19 on a quarantine worker. */
const NICE = `require("node:fs").readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1].split(" ")[16]`;
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
  let onFailure: () => void;
  let renderers: SectionRenderer[];

  /** Resolves once `count` failures in all have been reported. */
  const failuresReported = (count: number) =>
    new Promise<void>((resolve) => {
      onFailure = () => failures.length >= count && resolve();
      onFailure();
    });

  const release = (version: string, code: string | null, timeoutMs = 50): RegistryEntry => {
    const dir = path.join(releasesDir, 'mfe-test', version, 'server');
    fs.mkdirSync(dir, { recursive: true });
    if (code !== null) fs.writeFileSync(path.join(dir, 'server.js'), code);
    return {
      version,
      manifest: `/releases/mfe-test/${version}/client/mf-manifest.json`,
      routes: `/releases/mfe-test/${version}/client/routes.json`,
      server: { entry: `/releases/mfe-test/${version}/server/server.js`, timeoutMs, firstRenderTimeoutMs: 1000 },
    };
  };

  const renderer = (options: Partial<SectionRendererOptions> = {}) => {
    const made = new SectionRenderer({
      releasesDir,
      reactVersion: REACT,
      workers: 1,
      breakerThreshold: 2,
      breakerCooldowns: { firstMs: 1000, maxMs: 3000 },
      now: () => clock,
      onFailure: (release, reason, detail) => {
        failures.push(`${release.split('/')[3]} ${reason}: ${detail}`);
        onFailure();
      },
      ...options,
    });
    renderers.push(made);
    return made;
  };

  beforeEach(() => {
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'section-renderer-'));
    clock = 0;
    failures = [];
    onFailure = () => {};
    renderers = [];
  });

  afterEach(async () => {
    await Promise.all(renderers.map((made) => made.close()));
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  it('renders the markup a release returns for the url and the state', async () => {
    const entry = release(
      'v1',
      bundle('(url, state) => `<p>${url} ${state.language} ${state.data["/api/x?languageType=2"]}</p>`'),
    );
    expect(await renderer().render(entry, '/en/news', STATE)).toMatchObject({
      kind: 'server',
      html: '<p>/en/news e from state</p>',
    });
  });

  it('leaves the page to the browser when there is no server build', async () => {
    const { server: _server, ...clientOnly } = release('v1', null);
    expect(await renderer().render(clientOnly, '/', STATE)).toMatchObject({
      kind: 'client',
      reason: 'no-server-build',
    });
  });

  it('names a render that throws an error, and reports what it threw with the release', async () => {
    const entry = release('v1', bundle('() => { throw new Error("broken page"); }'));
    expect(await renderer().render(entry, '/', STATE)).toMatchObject({ kind: 'client', reason: 'error' });
    expect(failures).toEqual(['v1 error: broken page']);
  });

  it('refuses a bundle built for another React or another contract, or one that cannot be read', async () => {
    const sections = renderer({ breakerThreshold: 10 });
    for (const entry of [
      release('v1', bundle('() => "<p></p>"', { reactVersion: '18.3.1' })),
      release('v2', bundle('() => "<p></p>"', { contract: 'something-else/9' })),
      release('v3', null),
    ]) {
      expect(await sections.render(entry, '/', STATE)).toMatchObject({ kind: 'client', reason: 'error' });
    }
    expect(failures).toEqual([
      "v1 error: cannot load: React 18.3.1 is not the browser's 19.3.1",
      'v2 error: cannot load: contract something-else/9 is not site-section-server/1',
      expect.stringMatching(/^v3 error: cannot load: ENOENT/),
    ]);
  });

  it('names a render that never returns a timeout', async () => {
    const entry = release('v1', bundle('() => { for (;;) {} }'));
    entry.server!.firstRenderTimeoutMs = 30;
    // However slow the machine, the render's CPU time decides.
    const sections = renderer({ pool: { loadAllowanceMs: 250, stallLimitMs: 60_000 } });
    const reported = failuresReported(1);
    expect(await sections.render(entry, '/', STATE)).toMatchObject({ kind: 'client', reason: 'timeout' });
    await reported;
    expect(failures).toEqual(['v1 timeout: the render did not return within 230 ms of CPU']);
  });

  it('leaves a failing release alone for a cooldown that grows with each opening, and closes on a success', async () => {
    const entry = release(
      'v1',
      bundle('() => { if (globalThis.broken !== false) throw new Error("down"); return "<p>up</p>"; }'),
    );
    const sections = renderer();
    const outcome = async () => {
      const result = await sections.render(entry, '/', STATE);
      return result.kind === 'client' ? result.reason : result.kind;
    };
    expect([await outcome(), await outcome(), await outcome()]).toEqual(['error', 'error', 'breaker']);
    clock = 999;
    expect(await outcome()).toBe('breaker');
    clock = 1000;
    // Half open: one try, which fails and opens it for twice as long.
    expect(await outcome()).toBe('error');
    clock = 2999;
    expect(await outcome()).toBe('breaker');
    clock = 3000;
    expect(await outcome()).toBe('error');
    expect(failures).toHaveLength(4);
  });

  it('tries a failed release again at once when its bundle changes, with no restart and no new release', async () => {
    const entry = release('v1', 'this is not JavaScript {');
    const sections = renderer({ breakerThreshold: 1 });
    expect(await sections.render(entry, '/', STATE)).toMatchObject({ reason: 'error' });
    expect(await sections.render(entry, '/', STATE)).toMatchObject({ reason: 'breaker' });
    release('v1', bundle('() => "<p>restored</p>"'));
    expect(await sections.render(entry, '/', STATE)).toMatchObject({ kind: 'server', html: '<p>restored</p>' });
  });

  it('tries a failed release again when the registry changes, and forgets releases it no longer names', async () => {
    // Fails once, whichever worker renders it: the mark is a file, not a context's global.
    const mark = JSON.stringify(path.join(releasesDir, 'failed-once'));
    const entry = release(
      'v1',
      bundle(
        `() => { const fs = require("node:fs"); if (!fs.existsSync(${mark})) { fs.writeFileSync(${mark}, ""); throw new Error("once"); } return "<p>up</p>"; }`,
      ),
    );
    const sections = renderer({ breakerThreshold: 1 });
    expect(await sections.render(entry, '/', STATE)).toMatchObject({ reason: 'error' });
    expect(await sections.render(entry, '/', STATE)).toMatchObject({ reason: 'breaker' });
    sections.retainOnly([entry.server!.entry]);
    expect(await sections.render(entry, '/', STATE)).toMatchObject({ kind: 'server', html: '<p>up</p>' });
    const contexts = async () => (await sections.workerStats()).flatMap((worker) => worker.contexts);
    expect(new Set(await contexts())).toEqual(new Set([entry.server!.entry]));
    sections.retainOnly([]);
    expect(await contexts()).toEqual([]);
  });

  it('renders a release that has failed one document at a time, so a runaway render holds one worker', async () => {
    const entry = release(
      'v1',
      bundle(
        '(url) => { if (url === "/throw") throw new Error("down"); if (url === "/loop") for (;;) {} return "<p>up</p>"; }',
      ),
    );
    entry.server!.firstRenderTimeoutMs = 60_000;
    const sections = renderer({ workers: 2, breakerThreshold: 3 });
    expect(await sections.render(entry, '/throw', STATE)).toMatchObject({ reason: 'error' });
    const looping = sections.render(entry, '/loop', STATE);
    expect(await sections.render(entry, '/', STATE)).toMatchObject({ kind: 'client', reason: 'breaker' });
    await sections.close();
    await looping;
  });

  it('renders a new release on a quarantine worker, one document at a time, so a new release that loops holds one quarantine worker and no other', async () => {
    const loop = release('loop', bundle('() => { for (;;) {} }'));
    loop.server!.firstRenderTimeoutMs = 300;
    const sound = release('v1', bundle(`() => "<p>" + ${NICE} + "</p>"`));
    const sections = renderer({ workers: 2, pool: { loadAllowanceMs: 250, stallLimitMs: 60_000 } });
    const reported = failuresReported(1);
    const first = sections.render(loop, '/', STATE);
    const second = sections.render(loop, '/', STATE);
    // The sound release, new too, renders on the other quarantine worker meanwhile, until trusted.
    const shown: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const rendered = await sections.render(sound, '/', STATE);
      shown.push(rendered.kind === 'server' ? rendered.html : rendered.reason);
    }
    expect(shown).toEqual(['<p>19</p>', '<p>19</p>', '<p>19</p>', '<p>0</p>']);
    expect(await first).toMatchObject({ kind: 'client', reason: 'timeout' });
    // The second waited its turn as long as a first render may take, then gave up.
    expect(await second).toMatchObject({ kind: 'client', reason: 'busy' });
    await reported;
    expect(failures).toEqual([expect.stringMatching(/^loop timeout: /)]);
    // Failed, it tries one document at a time and refuses the others.
    const third = sections.render(loop, '/', STATE);
    expect(await sections.render(loop, '/', STATE)).toMatchObject({ kind: 'client', reason: 'breaker' });
    expect(await third).toMatchObject({ kind: 'client', reason: 'timeout' });
  });

  it('keeps a new release on the quarantine worker after its timer work failed, until it has rendered three documents in a row', async () => {
    // Timer work that runs past its limit the first time only: the mark is a file, not a context's global.
    const mark = JSON.stringify(path.join(releasesDir, 'timer-ran'));
    const spin = `const fs = require("node:fs"); if (fs.existsSync(${mark})) return; fs.writeFileSync(${mark}, ""); const cpu = () => Number(fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6; const end = cpu() + 2000; while (cpu() < end) {}`;
    const entry = release(
      'v1',
      bundle(`() => { setTimeout(() => { ${spin} }, 0); return "<p>" + ${NICE} + "</p>"; }`),
      60_000,
    );
    let faultSeen = () => {};
    const fault = new Promise<void>((resolve) => (faultSeen = resolve));
    const sections = renderer({
      workers: 1,
      pool: { timerLimitMs: 100, stallLimitMs: 60_000 },
      onFailure: () => faultSeen(),
    });
    // New, it renders on the quarantine worker; its timer work fails there.
    expect(await sections.render(entry, '/', STATE)).toMatchObject({ kind: 'server', html: '<p>19</p>' });
    await fault;
    const shown: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const rendered = await sections.render(entry, '/', STATE);
      shown.push(rendered.kind === 'server' ? rendered.html : rendered.reason);
    }
    expect(shown).toEqual(['<p>19</p>', '<p>19</p>', '<p>19</p>', '<p>0</p>']);
  });

  it('does not count a render refused as busy against its release', async () => {
    // The loop says when it holds the quarantine worker: both renders first check their release's
    // file, and on a busy machine the second's check may finish first.
    const holding = path.join(releasesDir, 'loop-holds-the-worker');
    const loop = release(
      'loop',
      bundle(`() => { require("node:fs").writeFileSync(${JSON.stringify(holding)}, ""); for (;;) {} }`),
    );
    loop.server!.firstRenderTimeoutMs = 60_000;
    const sound = release('v1', bundle('() => "<p>sound</p>"'), 20);
    const sections = renderer({ breakerThreshold: 1 });
    const looping = sections.render(loop, '/', STATE);
    while (!fs.existsSync(holding)) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await sections.render(sound, '/', STATE)).toMatchObject({ kind: 'client', reason: 'busy' });
    await sections.close();
    await looping;
    expect(failures).toEqual([]);
  });
});
