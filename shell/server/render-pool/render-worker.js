// @ts-check
/**
 * A render worker of the pool (render-pool.ts, decision 036): it loads release bundles into `vm`
 * contexts of its own, lazily, keeps the least recently used few, and renders what the main thread
 * asks. Section code runs only here; a render that never ends is stopped by the main thread ending
 * this worker. Plain JavaScript (type-checked from its JSDoc) because a worker thread loads its
 * file with Node's own loader, from the sources in the tests as from the build in production.
 */
const fs = require('node:fs');
const { createRequire, isBuiltin } = require('node:module');
const os = require('node:os');
const v8 = require('node:v8');
const vm = require('node:vm');
const { parentPort, workerData } = require('node:worker_threads');

/** @typedef {import('./render-protocol').RenderWorkerData} RenderWorkerData */
/** @typedef {import('./render-protocol').PoolMessage} PoolMessage */
/** @typedef {import('./render-protocol').RenderTask} RenderTask */
/** @typedef {import('./render-protocol').WorkerMessage} WorkerMessage */
/** @typedef {import('./render-protocol').FailurePhase} FailurePhase */

/**
 * @typedef {object} LoadedRelease
 * @property {vm.Context} context
 * @property {vm.Script} renderScript
 * @property {Function} Promise The context's own Promise: a rejection is traced to its release by it.
 */

if (!parentPort) throw new Error('render-worker.js runs as a worker thread of the render pool');
const port = parentPort;
/** @type {RenderWorkerData} */
const options = workerData;

/** @param {WorkerMessage} message */
const send = (message) => port.postMessage(message);

/**
 * This thread's CPU time in milliseconds. Linux says it per thread in /proc/thread-self/schedstat
 * (nanoseconds on the CPU); `process.cpuUsage()` is the whole process's, every worker and the main
 * thread, and the event loop's utilization counts waiting for the CPU as work. Elsewhere the
 * wall-clock time stands in, which errs towards refusing a render, never towards keeping a slow one.
 * @returns {() => number}
 */
function threadCpuClock() {
  const file = '/proc/thread-self/schedstat';
  const read = () => Number(fs.readFileSync(file, 'utf8').split(' ')[0]) / 1e6;
  try {
    if (Number.isFinite(read())) return read;
  } catch {
    // Not Linux, or no /proc: the wall clock below.
  }
  return () => performance.now();
}
const cpuTimeMs = threadCpuClock();

const nodeRequire = createRequire(__filename);

/**
 * A `require` for the bundle: Node's built-in modules only.
 * @param {string} specifier
 */
function builtinRequire(specifier) {
  if (!isBuiltin(specifier))
    throw new Error(`a section server bundle may only require Node built-ins, not "${specifier}"`);
  return nodeRequire(specifier);
}

/**
 * Errors thrown inside a context come from its own realm: not `instanceof Error` here.
 * @param {unknown} error
 */
function errorMessage(error) {
  const message =
    typeof error === 'object' && error !== null ? /** @type {{ message?: unknown }} */ (error).message : undefined;
  return typeof message === 'string' ? message : String(error);
}

/** @type {Map<string, LoadedRelease>} By release, least recently used first. */
const loaded = new Map();

const timerScript = new vm.Script('__timer()', { filename: 'timer' });

/**
 * A timer the bundle scheduled: run inside its context (so its promise jobs run too, and count),
 * told to the main thread before and after, which ends this worker if it does not return.
 * @param {string} release
 * @param {vm.Context} context
 * @param {() => void} callback
 */
function runTimer(release, context, callback) {
  send({ type: 'timer-started', release });
  let error;
  try {
    context.__timer = callback;
    timerScript.runInContext(context);
  } catch (thrown) {
    error = errorMessage(thrown);
  } finally {
    context.__timer = undefined;
  }
  send(error === undefined ? { type: 'timer-ended', release } : { type: 'timer-ended', release, error });
}

/**
 * Loads a release's bundle into a context of its own, whose globals are a few of Node's and whose
 * `require` gives Node built-ins only; checks the contract and React it names.
 * @param {string} release
 * @param {string} file
 * @returns {LoadedRelease}
 */
function loadRelease(release, file) {
  const code = fs.readFileSync(file, 'utf8');
  const context = vm.createContext(
    {
      console,
      TextEncoder,
      TextDecoder,
      URL,
      URLSearchParams,
      clearTimeout,
      process: { env: { NODE_ENV: 'production' } },
    },
    // Promise jobs of section code run before the script that queued them returns: inside the
    // render (or timer) that caused them, not later in whatever the worker does next.
    { name: release, microtaskMode: 'afterEvaluate' },
  );
  /** @type {(callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => NodeJS.Timeout} */
  context.setTimeout = (callback, delay, ...args) =>
    setTimeout(() => runTimer(release, context, () => callback(...args)), delay);
  context.queueMicrotask = vm.runInContext('(callback) => { Promise.resolve().then(() => callback()); }', context);
  const module = { exports: /** @type {Record<string, unknown>} */ ({}) };
  context.__module = module;
  context.__require = builtinRequire;
  new vm.Script(`(function (exports, require, module) {${code}\n})(__module.exports, __require, __module);`, {
    filename: release,
  }).runInContext(context);
  const entry = module.exports;
  if (entry.contract !== options.contract)
    throw new Error(`contract ${String(entry.contract)} is not ${options.contract}`);
  if (entry.reactVersion !== options.reactVersion)
    throw new Error(`React ${String(entry.reactVersion)} is not the browser's ${options.reactVersion}`);
  if (typeof entry.render !== 'function') throw new Error('the bundle exports no render()');
  context.__entry = entry;
  return {
    context,
    renderScript: new vm.Script('__entry.render(__request.url, __request.state)', { filename: `${release}#render` }),
    Promise: vm.runInContext('Promise', context),
  };
}

/**
 * Room for one more context: the least recently used go while there are too many, and one more
 * while the heap is past its soft limit (each bundle carries its own React).
 */
function makeRoom() {
  const heavy = v8.getHeapStatistics().used_heap_size > options.softHeapLimitBytes;
  const room = Math.max(0, options.maxContexts - 1 - (heavy ? 1 : 0));
  for (const release of loaded.keys()) {
    if (loaded.size <= room) return;
    loaded.delete(release);
  }
}

/**
 * @param {string} release
 * @param {string} file
 * @returns {LoadedRelease}
 */
function contextOf(release, file) {
  let found = loaded.get(release);
  if (found) {
    loaded.delete(release);
  } else {
    makeRoom();
    found = loadRelease(release, file);
  }
  loaded.set(release, found);
  return found;
}

/** @type {string | null} The release whose code runs now, to name it in a fault. */
let running = null;

/**
 * The value with every object and array in it frozen.
 * @template T
 * @param {T} value
 * @returns {T}
 */
function deepFreeze(value) {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** @type {Map<number, object>} The shared states (decision 084) sent so far, oldest first, by key. */
const sharedStates = new Map();

/**
 * Keeps a shared state that comes with its JSON, as the message arrives, whatever becomes of its
 * render. The pool counts on the order: the last `maxSharedStates` sent are kept, so a state sent
 * again moves to the end.
 * @param {{ key: number; json?: string }} shared
 */
function keepSharedState({ key, json }) {
  if (json === undefined) return;
  sharedStates.delete(key);
  // Frozen: every render in this worker, of any section, is given the same objects, and one
  // section's write must not reach another's document.
  sharedStates.set(key, deepFreeze(JSON.parse(json)));
  if (sharedStates.size > options.maxSharedStates)
    sharedStates.delete(/** @type {number} */ (sharedStates.keys().next().value));
}

/** @param {RenderTask} task */
function render(task) {
  const contexts = () => [...loaded.keys()];
  /** @param {FailurePhase} phase @param {unknown} error */
  const failed = (phase, error) =>
    send({ type: 'failed', id: task.id, phase, message: errorMessage(error), contexts: contexts() });
  running = task.release;
  try {
    /** @type {LoadedRelease} */
    let release;
    const cold = !loaded.has(task.release);
    try {
      release = contextOf(task.release, task.file);
    } catch (error) {
      return failed('load', `cannot load: ${errorMessage(error)}`);
    }
    // The load's allowance is spent: from here the render has its own budget only.
    if (cold) send({ type: 'loaded', id: task.id });
    // The state crosses as JSON (decision 079): reading it is the worker's work, not the section's budget.
    const shared = task.shared && sharedStates.get(task.shared.key);
    if (task.shared && !shared)
      return failed('render', 'the routes and menu of its state were never sent to this worker');
    const state = shared ? { ...shared, ...JSON.parse(task.stateJson) } : JSON.parse(task.stateJson);
    const started = cpuTimeMs();
    let html;
    try {
      release.context.__request = { url: task.url, state };
      html = release.renderScript.runInContext(release.context);
    } catch (error) {
      return failed('render', error);
    } finally {
      release.context.__request = undefined;
    }
    const cpuMs = cpuTimeMs() - started;
    if (cpuMs > task.budgetMs)
      return failed('budget', `render used ${Math.round(cpuMs)} ms of CPU, over its ${task.budgetMs} ms budget`);
    if (typeof html !== 'string') return failed('render', 'render did not return a string');
    send({ type: 'rendered', id: task.id, html, cpuMs, contexts: contexts() });
  } finally {
    running = null;
  }
}

/**
 * The release a promise of section code belongs to: each context has its own Promise.
 * @param {unknown} promise
 */
function releaseOfPromise(promise) {
  for (const [release, { Promise }] of loaded) if (promise instanceof Promise) return release;
  return null;
}

process.on('unhandledRejection', (reason, promise) =>
  send({ type: 'fault', release: releaseOfPromise(promise), message: `unhandled rejection: ${errorMessage(reason)}` }),
);
process.on('uncaughtException', (error) =>
  send({ type: 'fault', release: running, message: `uncaught exception: ${errorMessage(error)}` }),
);

/** This thread as Linux names it (`<pid>/task/<tid>`), or null elsewhere. */
function threadPath() {
  try {
    return fs.readlinkSync('/proc/thread-self');
  } catch {
    return null;
  }
}

/**
 * The file that tells this thread's CPU time to the main thread, which reads it to tell a render
 * that runs too long from one short of CPU (cpu-watch.ts); null where there is none.
 * @param {string | null} thread
 * @returns {string | null}
 */
function threadCpuFile(thread) {
  if (!thread) return null;
  try {
    const file = `/proc/${thread}/schedstat`;
    fs.accessSync(file, fs.constants.R_OK);
    return file;
  } catch {
    return null;
  }
}

/**
 * Takes this thread's nice value. Raising it needs no privilege; where threads have no nice value
 * of their own (not Linux) the worker keeps the process's priority.
 * @param {string | null} thread
 */
function takeNiceness(thread) {
  const tid = Number(thread?.split('/').pop());
  if (options.niceness === 0 || !Number.isInteger(tid)) return;
  try {
    os.setPriority(tid, options.niceness);
  } catch {
    // Refused: the worker still runs, at the process's priority.
  }
}

const thread = threadPath();
takeNiceness(thread);
send({ type: 'ready', cpuFile: threadCpuFile(thread) });

port.on('message', (/** @type {PoolMessage} */ message) => {
  switch (message.type) {
    case 'render':
      if (message.shared) keepSharedState(message.shared);
      render(message);
      break;
    case 'retain': {
      const keep = new Set(message.releases);
      for (const release of [...loaded.keys()]) if (!keep.has(release)) loaded.delete(release);
      break;
    }
    case 'drop':
      for (const release of message.releases) loaded.delete(release);
      break;
    case 'stats': {
      const heap = v8.getHeapStatistics();
      send({
        type: 'stats',
        id: message.id,
        contexts: [...loaded.keys()],
        heapUsedBytes: heap.used_heap_size,
        heapTotalBytes: heap.total_heap_size,
      });
      break;
    }
  }
});
