/**
 * The render pool with real worker threads and hand-written bundles: what it renders, and what it
 * does with section code that never ends, loops at load, works from timers, leaks rejections or
 * memory, or keeps every worker busy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_ENTRY_CONTRACT } from '@site/shared-contracts';
import { RenderPool, type PoolTask, type RenderPoolOptions } from './render-pool';

const REACT = '19.3.1';

function bundle(render: string, top = '') {
  return `${top}
module.exports = { contract: ${JSON.stringify(SERVER_ENTRY_CONTRACT)}, reactVersion: ${JSON.stringify(REACT)}, render: ${render} };`;
}

/** Spins until this thread has used `ms` of CPU, whatever else the machine does. */
const SPIN_CPU = `function spinCpu(ms) {
  const fs = require('node:fs');
  const cpu = () => Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  const end = cpu() + ms;
  while (cpu() < end) {}
}`;

describe('the render pool', () => {
  let folder: string;
  let pools: RenderPool[];
  let faults: string[];
  let faultSeen: () => void;
  /** Resolves when section code is next reported as failing outside a render. */
  const nextFault = () => new Promise<void>((resolve) => (faultSeen = resolve));

  const pool = (options: Partial<RenderPoolOptions> = {}) => {
    const made = new RenderPool({
      size: 2,
      contract: SERVER_ENTRY_CONTRACT,
      reactVersion: REACT,
      onFault: (release, cause, detail) => {
        faults.push(`${release} ${cause}: ${detail}`);
        faultSeen();
      },
      ...options,
    });
    pools.push(made);
    return made;
  };

  const release = (name: string, code: string) => {
    const file = path.join(folder, `${name}.js`);
    fs.writeFileSync(file, code);
    return name;
  };

  const task = (name: string, extra: Partial<PoolTask> = {}): PoolTask => ({
    release: name,
    file: path.join(folder, `${name}.js`),
    url: '/news',
    state: { language: 'e' },
    budgetMs: 50,
    firstBudgetMs: 1000,
    routeKey: 'news e',
    waitMs: 50,
    quarantined: false,
    ...extra,
  });

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
    pools = [];
    faults = [];
    faultSeen = () => {};
  });

  afterEach(async () => {
    await Promise.all(pools.map((made) => made.close()));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('renders the url and state on a worker and keeps a release loaded between renders', async () => {
    release('counter', bundle('(url, state) => `<p>${url} ${state.language} ${++count}</p>`', 'let count = 0;'));
    const renders = pool({ size: 1 });
    expect(await renders.render(task('counter'))).toMatchObject({ kind: 'rendered', html: '<p>/news e 1</p>' });
    expect(await renders.render(task('counter'))).toMatchObject({ kind: 'rendered', html: '<p>/news e 2</p>' });
  });

  it("sends a registry's routes and menu to a worker once, and each document its own state with them", async () => {
    release('tables', bundle('(url, state) => JSON.stringify(state)'));
    const renders = pool({ size: 1 });
    const tables = (n: number) => ({ routes: { about: [{ name: `about-${n}` }] }, menu: [{ key: `menu-${n}` }] });
    const registries = [1, 2, 3, 4, 5, 6].map(tables);
    const spy = jest.spyOn(Worker.prototype, 'postMessage');
    try {
      // The first registry, a second, five more after it (past what a worker keeps), then the first again.
      for (const [index, { routes, menu }] of [0, 0, 1, 0, 2, 3, 4, 5, 0].map(
        (at, step) => [step, registries[at]!] as const,
      )) {
        const state = { language: 'e', page: index, routes, menu };
        const result = await renders.render(task('tables', { state }));
        expect(result).toMatchObject({ kind: 'rendered' });
        expect(JSON.parse((result as { html: string }).html)).toEqual(state);
      }
      const sent = spy.mock.calls
        .map(([message]) => message as { type: string; shared?: { key: number; json?: string } })
        .filter((message) => message.type === 'render')
        .map((message) => (message.shared?.json === undefined ? 'key' : 'json'));
      // Sent with its JSON the first time; by key while the worker keeps it; with its JSON again once
      // four others have been sent after it.
      expect(sent).toEqual(['json', 'key', 'json', 'key', 'json', 'json', 'json', 'json', 'json']);
    } finally {
      spy.mockRestore();
    }
  });

  it("keeps one render's writes to the shared routes and menu out of the next document's state", async () => {
    release(
      'writer',
      bundle(`(url, state) => {
        const before = JSON.stringify(state);
        for (const write of [() => state.menu.push({ key: 'injected' }), () => { state.routes.news = []; }, () => { state.menu[0].key = 'changed'; }]) {
          try { write(); } catch {}
        }
        return before;
      }`),
    );
    const renders = pool({ size: 1 });
    const state = { language: 's', routes: { about: [{ name: 'about' }] }, menu: [{ key: 'about' }] };
    const expected = {
      kind: 'rendered',
      html: JSON.stringify({ routes: state.routes, menu: state.menu, language: 's' }),
    };
    expect(await renders.render(task('writer', { state }))).toMatchObject(expected);
    expect(await renders.render(task('writer', { state }))).toMatchObject(expected);
  });

  it('renders a state without routes and menu as it is, and sends them again to a worker started anew', async () => {
    release('plain', bundle('(url, state) => JSON.stringify(state)'));
    release('loops', bundle('(url) => { if (url === "/loop") for (;;) {} return "ok"; }'));
    const renders = pool({ size: 1, hardStopSlackMs: 50 });
    expect(await renders.render(task('plain', { state: { language: 't' } }))).toMatchObject({
      html: '{"language":"t"}',
    });
    const state = { language: 's', routes: { news: [] }, menu: [] };
    const rendered = { kind: 'rendered', html: JSON.stringify({ routes: { news: [] }, menu: [], language: 's' }) };
    expect(await renders.render(task('plain', { state }))).toMatchObject(rendered);
    expect(
      await renders.render(task('loops', { url: '/loop', budgetMs: 20, firstBudgetMs: 20, waitMs: 5000 })),
    ).toMatchObject({ cause: 'timeout' });
    // The worker that held them has ended; its successor is sent them with the next document.
    expect(await renders.render(task('plain', { state, waitMs: 5000 }))).toMatchObject(rendered);
  });

  it('gives a bundle Node built-ins only, and none of the worker', async () => {
    release(
      'globals',
      bundle(
        '() => "<p>" + typeof require("node:path").join + " " + typeof globalThis.fetch + " " + typeof process.exit + "</p>"',
      ),
    );
    release('outside', bundle('() => ""', 'require("fastify");'));
    const renders = pool();
    expect(await renders.render(task('globals'))).toMatchObject({ html: '<p>function undefined undefined</p>' });
    expect(await renders.render(task('outside'))).toMatchObject({
      kind: 'failed',
      cause: 'error',
      detail: expect.stringMatching(/^cannot load: .*Node built-ins/),
    });
  });

  it('ends the worker of a render that never returns once it has used its render limit after the load, and renders on a new one', async () => {
    release('loop', bundle('() => { for (;;) {} }'));
    release('sound', bundle('() => "<p>sound</p>"'));
    // However slow the machine, the render's CPU time decides.
    const renders = pool({ size: 1, loadAllowanceMs: 250, stallLimitMs: 60_000 });
    expect(await renders.render(task('loop', { firstBudgetMs: 50 }))).toEqual({
      kind: 'failed',
      cause: 'timeout',
      detail: 'the render did not return within 250 ms of CPU',
    });
    expect(await renders.render(task('sound'))).toEqual({
      kind: 'rendered',
      html: '<p>sound</p>',
      cpuMs: expect.any(Number),
    });
  });

  it('ends the worker of a bundle that loops while it loads', async () => {
    release('load-loop', `for (;;) {}\n${bundle('() => ""')}`);
    const renders = pool({ size: 1, loadAllowanceMs: 100, stallLimitMs: 60_000 });
    expect(await renders.render(task('load-loop', { firstBudgetMs: 50 }))).toMatchObject({
      kind: 'failed',
      cause: 'timeout',
    });
  });

  it('serves other releases on the other workers while one loops', async () => {
    release('loop', bundle('() => { for (;;) {} }'));
    release('sound', bundle('() => "<p>sound</p>"'));
    const renders = pool({ size: 2 });
    let loopEnded = false;
    const looping = renders.render(task('loop', { firstBudgetMs: 60_000 })).finally(() => (loopEnded = true));
    for (let round = 0; round < 3; round += 1) {
      expect(await renders.render(task('sound'))).toMatchObject({ kind: 'rendered' });
    }
    expect(loopEnded).toBe(false);
    await renders.close();
    expect(await looping).toMatchObject({ cause: 'busy' });
  });

  it('refuses a render as busy when no worker is free within its wait', async () => {
    release('loop', bundle('() => { for (;;) {} }'));
    release('sound', bundle('() => "<p>sound</p>"'));
    const renders = pool({ size: 1 });
    const looping = renders.render(task('loop', { firstBudgetMs: 60_000 }));
    expect(await renders.render(task('sound', { waitMs: 20 }))).toEqual({
      kind: 'failed',
      cause: 'busy',
      detail: 'no render worker was free within 20 ms',
    });
    await renders.close();
    await looping;
  });

  it('counts CPU time: over its budget is a timeout, waiting without the CPU is not', async () => {
    release('spin', bundle('() => { spinCpu(80); return "<p>spun</p>"; }', SPIN_CPU));
    release(
      'sleep',
      bundle('() => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150); return "<p>slept</p>"; }'),
    );
    const renders = pool({ size: 1, hardStopSlackMs: 30_000 });
    expect(await renders.render(task('spin', { firstBudgetMs: 40 }))).toMatchObject({
      kind: 'failed',
      cause: 'timeout',
      detail: expect.stringMatching(/^render used \d+ ms of CPU, over its 40 ms budget$/),
    });
    expect(await renders.render(task('sleep', { firstBudgetMs: 50 }))).toMatchObject({ html: '<p>slept</p>' });
  });

  it('lets a render that waits without the CPU past its limit finish, and ends one that stalls', async () => {
    // Waiting without the CPU stands for a worker the machine gives no CPU: its limit passes unused.
    release('sound', bundle('() => "<p>sound</p>"'));
    const wait = (ms: string) => `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0${ms})`;
    release('sleep', bundle(`() => { ${wait(', 400')}; return "<p>slept</p>"; }`));
    release('stalls', bundle(`() => { ${wait('')}; return ""; }`));
    const renders = pool({ size: 1, hardStopSlackMs: 0, loadAllowanceMs: 0, stallLimitMs: 1000 });
    // A worker that runs, so a render's CPU time is counted from when it is posted.
    await renders.render(task('sound'));
    expect(await renders.render(task('sleep', { firstBudgetMs: 50 }))).toMatchObject({ html: '<p>slept</p>' });
    expect(await renders.render(task('stalls', { firstBudgetMs: 50 }))).toEqual({
      kind: 'failed',
      cause: 'timeout',
      detail: 'the render did not return within 1000 ms',
    });
    expect(await renders.render(task('sound'))).toMatchObject({ html: '<p>sound</p>' });
  });

  it('gives the first render of a route in a worker the longer budget, and later ones the short one', async () => {
    release('spin', bundle('() => { spinCpu(30); return "<p>spun</p>"; }', SPIN_CPU));
    const renders = pool({ size: 1, hardStopSlackMs: 30_000 });
    const spin = (routeKey: string) => renders.render(task('spin', { budgetMs: 10, firstBudgetMs: 1000, routeKey }));
    expect(await spin('news s')).toMatchObject({ kind: 'rendered' });
    expect(await spin('news e')).toMatchObject({ kind: 'rendered' });
    expect(await spin('news s')).toMatchObject({ kind: 'failed', cause: 'timeout' });
  });

  it('ends a worker whose timer work runs past its limit, blaming the release that scheduled it', async () => {
    release('timer', bundle('() => { setTimeout(() => { for (;;) {} }, 0); return "<p>scheduled</p>"; }'));
    release('sound', bundle('() => "<p>sound</p>"'));
    const renders = pool({ size: 1, timerLimitMs: 100, stallLimitMs: 60_000 });
    const fault = nextFault();
    expect(await renders.render(task('timer'))).toMatchObject({ kind: 'rendered', html: '<p>scheduled</p>' });
    await fault;
    expect(await renders.render(task('sound'))).toMatchObject({ html: '<p>sound</p>' });
    expect(faults).toEqual(['timer timeout: timer work ran past 100 ms of CPU']);
  });

  it("runs a timer's promise jobs inside its limit, and reports a timer that throws", async () => {
    release(
      'promise-loop',
      bundle('() => { setTimeout(() => { Promise.resolve().then(() => { for (;;) {} }); }, 0); return "<p>x</p>"; }'),
    );
    release('throws', bundle('() => { setTimeout(() => { throw new Error("late"); }, 0); return "<p>x</p>"; }'));
    release('sound', bundle('() => "<p>sound</p>"'));
    const renders = pool({ size: 1, timerLimitMs: 100, stallLimitMs: 60_000 });
    let fault = nextFault();
    await renders.render(task('promise-loop'));
    await fault;
    expect(await renders.render(task('sound', { waitMs: 30_000 }))).toMatchObject({ kind: 'rendered' });
    fault = nextFault();
    await renders.render(task('throws'));
    await fault;
    expect(await renders.render(task('sound', { waitMs: 30_000 }))).toMatchObject({ kind: 'rendered' });
    expect(faults).toEqual([
      'promise-loop timeout: timer work ran past 100 ms of CPU',
      'throws error: a timer threw: late',
    ]);
  });

  it('reports a rejection nobody handles with its release, and keeps the worker', async () => {
    release('rejects', bundle('() => { Promise.reject(new Error("ignored")); return "<p>x</p>"; }', 'let n = 0;'));
    release('counter', bundle('() => `<p>${++count}</p>`', 'let count = 0;'));
    const renders = pool({ size: 1 });
    await renders.render(task('counter'));
    const fault = nextFault();
    expect(await renders.render(task('rejects'))).toMatchObject({ kind: 'rendered' });
    await fault;
    expect(await renders.render(task('counter'))).toMatchObject({ html: '<p>2</p>' });
    expect(faults).toEqual(['rejects error: unhandled rejection: ignored']);
  });

  it('ends a worker whose heap passes its limit, and renders on a new one', async () => {
    release('hog', bundle('() => { const kept = []; for (;;) kept.push(new Array(1e5).fill(kept.length)); }'));
    release('sound', bundle('() => "<p>sound</p>"'));
    const renders = pool({ size: 1, heapLimitMb: 64 });
    expect(await renders.render(task('hog', { firstBudgetMs: 60_000 }))).toMatchObject({
      kind: 'failed',
      cause: 'error',
      detail: expect.stringMatching(/^its worker stopped: .*memory/),
    });
    expect(await renders.render(task('sound'))).toMatchObject({ html: '<p>sound</p>' });
  });

  it('keeps at most its limit of release contexts per worker, dropping the least recently used', async () => {
    for (const name of ['a', 'b', 'c']) release(name, bundle(`() => "<p>${name}</p>"`));
    const renders = pool({ size: 1, maxContextsPerWorker: 2 });
    for (const name of ['a', 'b', 'a', 'c']) await renders.render(task(name));
    expect(await renders.stats()).toEqual([
      { worker: 0, contexts: ['a', 'c'], heapUsedBytes: expect.any(Number), heapTotalBytes: expect.any(Number) },
    ]);
    renders.retainOnly(['c']);
    expect((await renders.stats())[0]?.contexts).toEqual(['c']);
  });

  it('drops the contexts a worker has not rendered with for a while, and loads one again when asked', async () => {
    for (const name of ['a', 'b']) release(name, bundle(`() => "<p>${name}</p>"`));
    let clock = 0;
    const renders = pool({ size: 1, idleContextMs: 1000, now: () => clock });
    await renders.render(task('a'));
    clock = 600;
    await renders.render(task('b'));
    clock = 1000;
    expect((await renders.stats())[0]?.contexts).toEqual(['b']);
    clock = 1600;
    expect((await renders.stats())[0]?.contexts).toEqual([]);
    // Cold again: its first render has the first render's budget and the time to load.
    expect(await renders.render(task('a', { budgetMs: 0 }))).toMatchObject({ kind: 'rendered', html: '<p>a</p>' });
    expect((await renders.stats())[0]?.contexts).toEqual(['a']);
  });

  it('renders a quarantined release only on a quarantine worker, at the lowest priority, and forgets it there once trusted', async () => {
    // Field 19 of a thread's stat, the nice value, counted after the command's closing parenthesis.
    const nice =
      '() => "<p>" + require("node:fs").readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1].split(" ")[16] + "</p>"';
    release('nice', bundle(nice));
    release('loop', bundle('() => { for (;;) {} }'));
    const renders = pool({ size: 1, stallLimitMs: 60_000 });
    expect(await renders.render(task('nice', { quarantined: true }))).toMatchObject({ html: '<p>19</p>' });
    expect(await renders.render(task('nice'))).toMatchObject({ kind: 'rendered', html: '<p>0</p>' });
    expect((await renders.stats()).map((stats) => [stats.worker, stats.contexts])).toEqual([
      [0, ['nice']],
      [1, []],
    ]);
    // A quarantined render that loops holds the quarantine worker, not the one trusted releases use.
    const looping = renders.render(task('loop', { quarantined: true, firstBudgetMs: 60_000 }));
    expect(await renders.render(task('nice', { quarantined: true }))).toMatchObject({ kind: 'failed', cause: 'busy' });
    expect(await renders.render(task('nice'))).toMatchObject({ kind: 'rendered', html: '<p>0</p>' });
    await renders.close();
    expect(await looping).toMatchObject({ kind: 'failed', cause: 'busy' });
  });

  it('has as many quarantine workers as workers: one release that loops in quarantine leaves the others theirs', async () => {
    release('sound', bundle('() => "<p>sound</p>"'));
    release('loop', bundle('() => { for (;;) {} }'));
    const renders = pool({ size: 2, stallLimitMs: 60_000 });
    const looping = renders.render(task('loop', { quarantined: true, firstBudgetMs: 60_000 }));
    expect(await renders.render(task('sound', { quarantined: true }))).toMatchObject({ html: '<p>sound</p>' });
    await renders.close();
    expect(await looping).toMatchObject({ kind: 'failed', cause: 'busy' });
  });

  it('sends a release to the worker that already holds it', async () => {
    for (const name of ['a', 'b']) release(name, bundle(`() => "<p>${name}</p>"`));
    const renders = pool({ size: 2 });
    await Promise.all([renders.render(task('a')), renders.render(task('b'))]);
    for (const name of ['a', 'b', 'a', 'b']) await renders.render(task(name));
    const held = (await renders.stats()).map((stats) => stats.contexts);
    expect(held.sort()).toEqual([['a'], ['b']]);
  });
});
