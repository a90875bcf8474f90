/**
 * The pool of worker threads that runs section code (DESIGN.md §3, decisions 036 and 058). The
 * server's main thread only posts tasks and reads answers: it never waits on section code. Each
 * worker holds the release contexts it has rendered (render-worker.js), so a render goes to an idle
 * worker that already holds its release when there is one. A render that has not answered a little
 * after its CPU budget (decision 016) ends its worker, as does timer work of a bundle that runs too
 * long; the pool starts another in its place. A release not yet trusted (new, or failed since)
 * renders on quarantine workers, as many as the others, at the lowest priority: whatever it does
 * only has the CPU nothing else wants, and never a worker a trusted release needs; with one render
 * of a release at a time (release-breaker.ts), one that loops holds one quarantine worker and the
 * other new releases still have theirs. When no worker is free within the render's wait, the
 * render is refused as busy and the browser renders the section: documents never queue behind
 * section code.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CpuWatch, threadTimes } from './cpu-watch';
import type { PoolMessage, RenderTask, RenderWorkerData, WorkerMessage, WorkerStats } from './render-protocol';

export type { WorkerStats };

const WORKER_FILE = path.join(__dirname, 'render-worker.js');

/** The quarantine workers' nice value: the lowest priority Linux gives. */
const QUARANTINE_NICENESS = 19;

export interface RenderPoolOptions {
  /** How many workers (the configuration sizes it from os.availableParallelism()). */
  size: number;
  contract: string;
  reactVersion: string;
  /** Release contexts one worker keeps at most (each carries its own React). */
  maxContextsPerWorker?: number;
  /** A context not rendered with for this long is dropped, so an idle server holds little. */
  idleContextMs?: number;
  /** The clock idle contexts are told by (tests set it). */
  now?: () => number;
  /** A worker's heap limit: one past it is ended by Node and replaced. */
  heapLimitMb?: number;
  /** CPU time a render may use beyond its budget when its worker loads the release first. */
  loadAllowanceMs?: number;
  /** CPU time past its budget after which a render is deemed never to end (decision 016). */
  hardStopSlackMs?: number;
  /** CPU time timer work of a bundle may use before its worker is ended. */
  timerLimitMs?: number;
  /** Wall-clock time after which section code that has not returned ends its worker, whatever CPU it used. */
  stallLimitMs?: number;
  /**
   * Section code that failed outside any render: a timer that ran too long or threw, a rejection no
   * one handled (with its release when it is known).
   */
  onFault?(release: string | null, cause: 'timeout' | 'error', detail: string): void;
}

export interface PoolTask {
  /** The release, by its server bundle's registry URL. */
  release: string;
  /** That bundle on disk. */
  file: string;
  url: string;
  state: unknown;
  /** CPU budget of a route the worker has rendered before in this language … */
  budgetMs: number;
  /** … and of its first render there, whose code is still cold. */
  firstBudgetMs: number;
  /** The route and language the budgets are told apart by. */
  routeKey: string;
  /** How long the task may wait for a free worker before it is refused as busy. */
  waitMs: number;
  /** The release is not yet trusted (new, or failed since): it renders only on a quarantine worker. */
  quarantined: boolean;
}

export type PoolResult =
  | { kind: 'rendered'; html: string; cpuMs: number }
  | { kind: 'failed'; cause: 'timeout' | 'error' | 'busy'; detail: string };

interface InFlight {
  id: number;
  task: PoolTask;
  /** CPU time of its worker the render may use, from when it was posted (or its worker's timer work ended) … */
  limitMs: number;
  /** … and from when its worker has loaded the release. */
  renderLimitMs: number;
  deadline: CpuWatch | null;
  resolve(result: PoolResult): void;
}

interface Slot {
  index: number;
  /** A worker that renders only quarantined releases, at the lowest priority. */
  quarantine: boolean;
  worker: Worker | null;
  /** The worker has started: one that dies before is not replaced until it is needed. */
  online: boolean;
  task: InFlight | null;
  /** Timer work of a bundle running in the worker now. */
  timer: { release: string; stop: CpuWatch } | null;
  /** The file that tells the worker thread's CPU time (the worker names it once it runs). */
  cpuFile: string | null;
  /** The worker's contexts, as its last answer listed them, with the routes each has rendered. */
  warm: Map<string, Set<string>>;
  /** When each release was last posted to it. */
  usedAt: Map<string, number>;
  /** The shared states posted to its worker, oldest first, as the worker keeps them. */
  shared: number[];
}

interface Waiter {
  task: PoolTask;
  timeout: NodeJS.Timeout;
  resolve(result: PoolResult): void;
}

/** Shared states (decision 084) a worker keeps: a registry's, a canary's and previews' beside it. */
const MAX_SHARED_STATES = 4;

/** The routes and menu objects of the states made so far, by routes then menu: their key and JSON. */
const sharedStates = new WeakMap<object, WeakMap<object, { key: number; json: string }>>();
let sharedKeys = 0;

/**
 * The key and JSON of a state's routes and menu, made once per pair of objects: a registry's
 * documents share both (the route table and the menu are made once per registry).
 */
function sharedStateOf(routes: unknown, menu: unknown): { key: number; json: string } | null {
  if (typeof routes !== 'object' || routes === null || typeof menu !== 'object' || menu === null) return null;
  let byMenu = sharedStates.get(routes);
  if (!byMenu) sharedStates.set(routes, (byMenu = new WeakMap()));
  let shared = byMenu.get(menu);
  if (!shared) byMenu.set(menu, (shared = { key: ++sharedKeys, json: JSON.stringify({ routes, menu }) }));
  return shared;
}

const busy = (detail: string): PoolResult => ({ kind: 'failed', cause: 'busy', detail });

export class RenderPool {
  /** The workers of trusted releases, then as many quarantine workers. */
  private readonly slots: Slot[];
  private readonly waiters: Waiter[] = [];
  private readonly statsReplies = new Map<number, (stats: WorkerStats) => void>();
  private readonly workerData: RenderWorkerData;
  private readonly heapLimitMb: number;
  private readonly loadAllowanceMs: number;
  private readonly hardStopSlackMs: number;
  private readonly timerLimitMs: number;
  private readonly stallLimitMs: number;
  private readonly idleContextMs: number;
  private readonly now: () => number;
  private readonly idleSweep: NodeJS.Timeout;
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new Error('a render pool needs at least one worker');
    this.slots = Array.from({ length: options.size * 2 }, (_, index) => ({
      index,
      quarantine: index >= options.size,
      worker: null,
      online: false,
      task: null,
      timer: null,
      cpuFile: null,
      warm: new Map(),
      usedAt: new Map(),
      shared: [],
    }));
    this.idleContextMs = options.idleContextMs ?? 10 * 60_000;
    this.now = options.now ?? (() => performance.now());
    this.idleSweep = setInterval(() => this.dropIdleContexts(), Math.max(1000, this.idleContextMs / 4));
    this.idleSweep.unref();
    this.heapLimitMb = options.heapLimitMb ?? 256;
    this.loadAllowanceMs = options.loadAllowanceMs ?? 3000;
    this.hardStopSlackMs = options.hardStopSlackMs ?? 200;
    this.timerLimitMs = options.timerLimitMs ?? 500;
    this.stallLimitMs = options.stallLimitMs ?? 10_000;
    this.workerData = {
      contract: options.contract,
      reactVersion: options.reactVersion,
      maxContexts: options.maxContextsPerWorker ?? 8,
      maxSharedStates: MAX_SHARED_STATES,
      // Room left under the hard limit for one more bundle and its first render.
      softHeapLimitBytes: this.heapLimitMb * 0.6 * 1024 * 1024,
      niceness: 0,
    };
  }

  /** The workers of trusted releases (the quarantine workers are not counted). */
  get size(): number {
    return this.options.size;
  }

  /** Renders on a free worker, waiting for one at most `task.waitMs`. */
  render(task: PoolTask): Promise<PoolResult> {
    if (this.closed) return Promise.resolve(busy('the render pool is closed'));
    const slot = this.freeSlot(task);
    if (slot) return this.run(slot, task);
    return new Promise((resolve) => this.wait(task, resolve, false));
  }

  /** Drops every context but these releases' in every worker (the registry's current ones). */
  retainOnly(releases: readonly string[]): void {
    const keep = new Set(releases);
    for (const slot of this.slots) {
      for (const release of [...slot.warm.keys()]) if (!keep.has(release)) slot.warm.delete(release);
      for (const release of [...slot.usedAt.keys()]) if (!keep.has(release)) slot.usedAt.delete(release);
      this.post(slot, { type: 'retain', releases: [...keep] });
    }
  }

  /** What each running worker holds: its release contexts and its heap. A busy worker answers once it is free. */
  async stats(): Promise<WorkerStats[]> {
    this.dropIdleContexts();
    const answers = this.slots.map((slot) => {
      if (!slot.worker) return null;
      const id = ++this.nextId;
      return new Promise<WorkerStats | null>((resolve) => {
        const timeout = setTimeout(() => {
          this.statsReplies.delete(id);
          resolve(null);
        }, 5000);
        this.statsReplies.set(id, (stats) => {
          clearTimeout(timeout);
          resolve(stats);
        });
        this.post(slot, { type: 'stats', id });
      });
    });
    return (await Promise.all(answers)).filter((stats): stats is WorkerStats => stats !== null);
  }

  /** Ends every worker; renders in flight or waiting are refused as busy. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.idleSweep);
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timeout);
      waiter.resolve(busy('the render pool is closed'));
    }
    await Promise.all(
      this.slots.map((slot) => {
        const { worker, task } = slot;
        this.discard(slot);
        task?.resolve(busy('the render pool is closed'));
        return worker?.terminate();
      }),
    );
  }

  /**
   * An idle worker the task may take, best one that holds the release; then a running one; then
   * one to start.
   */
  private freeSlot({ release, quarantined }: PoolTask): Slot | null {
    const idle = this.slots.filter((slot) => slot.quarantine === quarantined && !slot.task && !slot.timer);
    return (
      idle.find((slot) => slot.warm.has(release)) ??
      idle.filter((slot) => slot.worker).sort((a, b) => a.warm.size - b.warm.size)[0] ??
      idle[0] ??
      null
    );
  }

  /**
   * Drops, in every idle worker, the contexts not rendered with for `idleContextMs`. The pool
   * forgets them first, so a render posted after the drop is given a load's time again; a busy
   * worker waits for the next sweep, as its answer in flight still lists them.
   */
  private dropIdleContexts() {
    const since = this.now() - this.idleContextMs;
    for (const slot of this.slots) {
      if (slot.task || slot.timer) continue;
      const idle = [...slot.warm.keys()].filter((release) => (slot.usedAt.get(release) ?? -Infinity) <= since);
      if (idle.length === 0) continue;
      for (const release of idle) {
        slot.warm.delete(release);
        slot.usedAt.delete(release);
      }
      this.post(slot, { type: 'drop', releases: idle });
    }
  }

  /** A trusted release's contexts leave the idle quarantine workers: the shared workers hold it now. */
  private leaveQuarantine(release: string) {
    for (const slot of this.slots) {
      if (!slot.quarantine || slot.task || slot.timer || !slot.warm.has(release)) continue;
      slot.warm.delete(release);
      slot.usedAt.delete(release);
      this.post(slot, { type: 'drop', releases: [release] });
    }
  }

  private run(slot: Slot, task: PoolTask): Promise<PoolResult> {
    if (!task.quarantined) this.leaveQuarantine(task.release);
    slot.usedAt.set(task.release, this.now());
    const routes = slot.warm.get(task.release);
    const budgetMs = routes?.has(task.routeKey) ? task.budgetMs : task.firstBudgetMs;
    const renderLimitMs = budgetMs + this.hardStopSlackMs;
    // A worker that has not loaded the release (or has only just started) loads it first; once it
    // says it has, the render has its own limit only.
    const limitMs = renderLimitMs + (routes ? 0 : this.loadAllowanceMs);
    const id = ++this.nextId;
    return new Promise((resolve) => {
      slot.task = { id, task, limitMs, renderLimitMs, deadline: null, resolve };
      this.armDeadline(slot);
      const { release, file, url } = task;
      const { stateJson, shared } = this.stateFor(slot, task.state);
      if (!this.post(slot, { type: 'render', id, release, file, url, stateJson, shared, budgetMs })) {
        // What the worker holds is no longer known: every shared state is sent to it again.
        slot.shared = [];
        this.finish(slot, { kind: 'failed', cause: 'error', detail: 'the render could not be handed to a worker' });
      }
    });
  }

  /**
   * The state as the worker takes it: its own JSON, and its routes and menu by key, with their JSON
   * when the slot's worker does not hold them yet (decision 084).
   */
  private stateFor(slot: Slot, state: unknown): Pick<RenderTask, 'stateJson' | 'shared'> {
    const { routes, menu, ...own } = state as { routes?: unknown; menu?: unknown };
    const shared = sharedStateOf(routes, menu);
    if (!shared) return { stateJson: JSON.stringify(state) };
    const stateJson = JSON.stringify(own);
    if (slot.shared.includes(shared.key)) return { stateJson, shared: { key: shared.key } };
    slot.shared.push(shared.key);
    if (slot.shared.length > MAX_SHARED_STATES) slot.shared.shift();
    return { stateJson, shared };
  }

  /** Posts to the slot's worker, started if need be; false when the message cannot be sent. */
  private post(slot: Slot, message: PoolMessage): boolean {
    if (message.type !== 'render' && !slot.worker) return true;
    try {
      this.workerOf(slot).postMessage(message);
      return true;
    } catch {
      return false;
    }
  }

  private workerOf(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const workerData: RenderWorkerData = {
      ...this.workerData,
      niceness: slot.quarantine ? QUARANTINE_NICENESS : 0,
    };
    const worker = new Worker(WORKER_FILE, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: this.heapLimitMb },
    });
    // Pending renders keep the process alive by their deadlines; an idle pool does not.
    worker.unref();
    slot.worker = worker;
    slot.online = false;
    worker.on('online', () => {
      if (slot.worker === worker) slot.online = true;
    });
    worker.on('message', (message: WorkerMessage) => {
      if (slot.worker === worker) this.onMessage(slot, message);
    });
    worker.on('error', (error) => this.onStopped(slot, worker, error.message));
    worker.on('exit', (code) => this.onStopped(slot, worker, `it exited with code ${code}`));
    return worker;
  }

  private armDeadline(slot: Slot) {
    const inFlight = slot.task;
    if (!inFlight) return;
    inFlight.deadline?.stop();
    inFlight.deadline = this.watch(slot, inFlight.limitMs);
  }

  /** Ends the slot's worker once it has used `cpuMs` of CPU from now, or stalled. */
  private watch(slot: Slot, cpuMs: number): CpuWatch {
    const limits = { cpuMs, stallMs: this.stallLimitMs };
    return new CpuWatch(
      () => threadTimes(slot.cpuFile),
      limits,
      (why) => this.endWorker(slot, why),
    );
  }

  private onMessage(slot: Slot, message: WorkerMessage) {
    switch (message.type) {
      case 'rendered':
      case 'failed': {
        const inFlight = slot.task;
        if (inFlight?.id !== message.id) return;
        this.mirror(slot, message.contexts);
        if (message.type === 'rendered') {
          slot.warm.get(inFlight.task.release)?.add(inFlight.task.routeKey);
          this.finish(slot, { kind: 'rendered', html: message.html, cpuMs: message.cpuMs });
        } else {
          const cause = message.phase === 'budget' ? 'timeout' : 'error';
          this.finish(slot, { kind: 'failed', cause, detail: message.message });
        }
        return;
      }
      case 'ready':
        slot.cpuFile = message.cpuFile;
        return;
      case 'loaded': {
        const inFlight = slot.task;
        if (inFlight?.id !== message.id) return;
        inFlight.limitMs = inFlight.renderLimitMs;
        // Timer work running meanwhile has its own watch; the render's is armed again after it.
        if (!slot.timer) this.armDeadline(slot);
        return;
      }
      case 'timer-started':
        // The worker is the timer's until it ends; a render posted meanwhile waits for it unblamed.
        slot.task?.deadline?.stop();
        slot.timer = { release: message.release, stop: this.watch(slot, this.timerLimitMs) };
        return;
      case 'timer-ended':
        slot.timer?.stop.stop();
        slot.timer = null;
        if (message.error !== undefined)
          this.options.onFault?.(message.release, 'error', `a timer threw: ${message.error}`);
        if (slot.task) this.armDeadline(slot);
        else this.next(slot);
        return;
      case 'fault':
        this.options.onFault?.(message.release, 'error', message.message);
        return;
      case 'stats': {
        const reply = this.statsReplies.get(message.id);
        this.statsReplies.delete(message.id);
        const { contexts, heapUsedBytes, heapTotalBytes } = message;
        reply?.({ worker: slot.index, contexts, heapUsedBytes, heapTotalBytes });
        return;
      }
    }
  }

  /** The worker's contexts as it listed them: routes of a dropped one are cold again. */
  private mirror(slot: Slot, contexts: readonly string[]) {
    const listed = new Set(contexts);
    for (const release of [...slot.warm.keys()]) if (!listed.has(release)) slot.warm.delete(release);
    for (const release of contexts) if (!slot.warm.has(release)) slot.warm.set(release, new Set());
  }

  private finish(slot: Slot, result: PoolResult) {
    const inFlight = slot.task;
    if (!inFlight) return;
    inFlight.deadline?.stop();
    slot.task = null;
    inFlight.resolve(result);
    if (!slot.timer) this.next(slot);
  }

  /** Queues a render for the next free worker, refused as busy when none is free within its wait. */
  private wait(task: PoolTask, resolve: (result: PoolResult) => void, first: boolean) {
    const waiter: Waiter = {
      task,
      resolve,
      timeout: setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        resolve(busy(`no render worker was free within ${task.waitMs} ms`));
      }, task.waitMs),
    };
    if (first) this.waiters.unshift(waiter);
    else this.waiters.push(waiter);
  }

  /** A free worker takes the oldest waiting render it may run. */
  private next(slot: Slot) {
    const index = this.waiters.findIndex((waiter) => waiter.task.quarantined === slot.quarantine);
    if (index < 0) return;
    const [waiter] = this.waiters.splice(index, 1) as [Waiter];
    clearTimeout(waiter.timeout);
    void this.run(slot, waiter.task).then(waiter.resolve);
  }

  /**
   * Ends a worker whose render or timer work ran past its limit of CPU time, or stalled, blaming
   * the release whose code it was running. A render posted to it that only waited behind another
   * release's timer goes back to the front of the queue, for the worker that takes its place.
   */
  private endWorker(slot: Slot, why: 'cpu' | 'stall') {
    const { worker, task, timer } = slot;
    this.discard(slot);
    void worker?.terminate();
    const past = (cpuMs: number) => (why === 'cpu' ? `${cpuMs} ms of CPU` : `${this.stallLimitMs} ms`);
    if (timer) {
      this.options.onFault?.(timer.release, 'timeout', `timer work ran past ${past(this.timerLimitMs)}`);
      if (task) this.wait(task.task, task.resolve, true);
    } else if (task) {
      task.resolve({
        kind: 'failed',
        cause: 'timeout',
        detail: `the render did not return within ${past(task.limitMs)}`,
      });
    }
    this.replace(slot);
  }

  /** A worker that stopped by itself: a heap past its limit, or a crash. */
  private onStopped(slot: Slot, worker: Worker, why: string) {
    if (slot.worker !== worker) return;
    const { task, timer, online } = slot;
    this.discard(slot);
    if (timer) this.options.onFault?.(timer.release, 'error', `its worker stopped: ${why}`);
    task?.resolve({ kind: 'failed', cause: 'error', detail: `its worker stopped: ${why}` });
    // One that never started is not started again at once: it would likely fail the same way.
    if (online) this.replace(slot);
  }

  private replace(slot: Slot) {
    if (this.closed) return;
    this.workerOf(slot);
    this.next(slot);
  }

  private discard(slot: Slot) {
    slot.task?.deadline?.stop();
    slot.timer?.stop.stop();
    slot.worker = null;
    slot.cpuFile = null;
    slot.online = false;
    slot.task = null;
    slot.timer = null;
    slot.warm.clear();
    slot.usedAt.clear();
    slot.shared = [];
  }
}
