/**
 * Where an uncached document's time goes (issue 44 §5, decision 079): the CPU profiles V8 writes
 * for a server started with `--cpu-prof` (its main thread and each render worker, one file a
 * thread), read over a window of load the bench marks on the server's own monotonic clock. Each
 * sample goes to the innermost phase on its stack (a brotli call inside sending counts as
 * compression, not as sending), so the phases add up to the thread's busy time; and the functions
 * with the most self time. Figures are per document answered in the window.
 */
const fs = require('node:fs');
const path = require('node:path');

/** A frame's file without its folders (and node_modules' packages kept apart by their own file name). */
const fileOf = (url) => url.replace(/^.*\//, '');

/** The main thread's phases: [label, does this frame begin it]. */
const SERVER_PHASES = [
  ['compression (brotli, gzip)', (frame) => frame.url === 'node:zlib' || fileOf(frame.url) === 'compression.js'],
  ['chrome: React renderToString', (frame) => frame.functionName.includes('renderToString')],
  ['head: SEO tags, JSON-LD', (frame) => fileOf(frame.url) === 'seo-head.js'],
  [
    'embedded state: JSON',
    (frame) => frame.functionName === 'serializeState' || frame.functionName === 'initialStateOf',
  ],
  ['section hand-off to a worker', (frame) => /^(render-pool|section-renderer)\.js$/.test(fileOf(frame.url))],
  [
    'content reads (in-process API)',
    (frame) => fileOf(frame.url) === 'content-source.js' || frame.functionName === 'readPageContent',
  ],
  ['rest of the document (renderDocument)', (frame) => frame.functionName === 'renderDocument'],
  ['sending (sendDocument)', (frame) => frame.functionName === 'sendDocument'],
  ['document route, guards, keying', (frame) => fileOf(frame.url) === 'documents.js'],
  ['garbage collector', (frame) => frame.functionName === '(garbage collector)'],
];

/** A render worker's phases. */
const WORKER_PHASES = [
  ['loading a release (vm context)', (frame) => frame.functionName === 'loadRelease'],
  ['the section: React renderToString', (frame) => frame.functionName === 'runInContext'],
  ['state: JSON.parse', (frame) => frame.functionName === 'parse' && frame.url === ''],
  [
    'render task (message, CPU clock)',
    (frame) => frame.functionName === 'render' && fileOf(frame.url) === 'render-worker.js',
  ],
  ['garbage collector', (frame) => frame.functionName === '(garbage collector)'],
];

const IDLE = new Set(['(idle)', '(program)']);

/**
 * One profile's busy time within [start, end] (microseconds on the process's monotonic clock, as the
 * profile's own timestamps): by phase (innermost on the stack, 'other' for none) and by function (self time).
 */
function analyse(profile, phases, start, end) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const timeOf = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    const lasted = profile.timeDeltas[index + 1] ?? 0;
    if (at >= start && at <= end) timeOf.set(id, (timeOf.get(id) ?? 0) + lasted);
  });
  let busy = 0;
  const byPhase = new Map();
  const bySelf = new Map();
  const phaseOf = new Map();
  const phaseOfNode = (id) => {
    if (phaseOf.has(id)) return phaseOf.get(id);
    const node = nodes.get(id);
    const own = phases.find(([, begins]) => begins(node.callFrame));
    const phase = own ? own[0] : parent.has(id) ? phaseOfNode(parent.get(id)) : 'other';
    phaseOf.set(id, phase);
    return phase;
  };
  for (const [id, micros] of timeOf) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    if (IDLE.has(functionName)) continue;
    busy += micros;
    const phase = phaseOfNode(id);
    byPhase.set(phase, (byPhase.get(phase) ?? 0) + micros);
    const name = `${functionName || '(anonymous)'} ${url ? `${fileOf(url)}:${lineNumber + 1}` : '(native)'}`;
    bySelf.set(name, (bySelf.get(name) ?? 0) + micros);
  }
  return { busy, byPhase, bySelf };
}

/** Adds b's figures to a's. */
function merge(a, b) {
  a.busy += b.busy;
  for (const key of ['byPhase', 'bySelf'])
    for (const [name, micros] of b[key]) a[key].set(name, (a[key].get(name) ?? 0) + micros);
  return a;
}

/**
 * The profiles a server wrote into `dir`, its main thread's and its workers' (Node names them
 * CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile, thread 0 the main one), over the window.
 */
function readProfiles(dir, window) {
  const empty = () => ({ busy: 0, byPhase: new Map(), bySelf: new Map() });
  const server = empty();
  const workers = empty();
  let workerCount = 0;
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const thread = Number(file.split('.').at(-3));
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (thread === 0) merge(server, analyse(profile, SERVER_PHASES, window.start, window.end));
    else {
      workerCount += 1;
      merge(workers, analyse(profile, WORKER_PHASES, window.start, window.end));
    }
  }
  return { server, workers, workerCount };
}

/** The table: each thread kind's busy milliseconds per document, by phase and the top functions by self time. */
function formatProfile({ server, workers, workerCount }, documents, { topFunctions = 8 } = {}) {
  const perDocument = (micros) => `${(micros / 1000 / Math.max(1, documents)).toFixed(2).padStart(6)} ms`;
  const share = (micros, of) => `${((100 * micros) / Math.max(1, of)).toFixed(0).padStart(3)} %`;
  const lines = [];
  for (const [label, figures] of [
    ['shell server main thread', server],
    [`render workers (${workerCount}, together)`, workers],
  ]) {
    lines.push(`  ${label}: ${perDocument(figures.busy)} busy a document`);
    const rows = [...figures.byPhase].sort((a, b) => b[1] - a[1]);
    for (const [phase, micros] of rows) {
      lines.push(`    ${phase.padEnd(40)} ${perDocument(micros)} ${share(micros, figures.busy)}`);
    }
    lines.push(`    top functions by self time:`);
    for (const [name, micros] of [...figures.bySelf].sort((a, b) => b[1] - a[1]).slice(0, topFunctions)) {
      lines.push(`      ${name.slice(0, 60).padEnd(60)} ${perDocument(micros)} ${share(micros, figures.busy)}`);
    }
  }
  return lines.join('\n');
}

module.exports = { readProfiles, formatProfile, analyse, SERVER_PHASES, WORKER_PHASES };
