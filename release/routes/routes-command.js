/**
 * `npm run routes` (decision 072): the live route table, which route serves one URL, and the shell
 * team's redirects published through the registry and rolled back. It prints what it did and what
 * to do next; a refusal is one line a problem and exit code 1, with the registry as it was.
 */
const fs = require('node:fs');
const path = require('node:path');
const { compileTypeScriptOf } = require('@site/build/build');
const { runCommandLine } = require('../command-run');
const { readRoutesCommand, USAGE } = require('./command-line');

class RoutesRefused extends Error {
  constructor(lines) {
    super(lines.join('\n'));
    this.lines = lines;
  }
}

let shellCompiled = false;
let compileShell = () => compileTypeScriptOf('@site/shell', __dirname);

/** The shell's modules this command runs, once their code is compiled. */
function shell() {
  if (!shellCompiled) compileShell();
  shellCompiled = true;
  return {
    registry: require('@site/shell/server/registry'),
    redirects: require('@site/shell/server/redirects'),
    table: require('@site/shell/server/route-table'),
  };
}

async function printTable({ json }) {
  const { registry, table } = shell();
  const { liveProblems, liveSnapshot } = require('./live-table');
  const { tableLines } = require('./table-text');
  const { rows, problems } = await registry.withRegistry(async (store, releasesDir) => {
    const snapshot = await liveSnapshot(store, releasesDir);
    return { rows: table.routeTableOf(snapshot), problems: await liveProblems(snapshot, releasesDir) };
  });
  if (json) console.log(JSON.stringify({ ...rows, problems }, null, 2));
  else {
    for (const line of tableLines(rows)) console.log(line);
    console.log('one URL: npm run routes -- /news/dynamic/29');
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    return 1;
  }
  return 0;
}

async function answerUrl({ url, json }) {
  const { registry } = shell();
  const { liveSnapshot } = require('./live-table');
  const { urlAnswerLines, urlAnswerOf } = require('./url-answer');
  const answer = await registry.withRegistry(async (store, releasesDir) =>
    urlAnswerOf(url, await liveSnapshot(store, releasesDir)),
  );
  if (json) console.log(JSON.stringify(answer, null, 2));
  else for (const line of urlAnswerLines(answer)) console.log(line);
  return 0;
}

/** Problems in the order of the file's entries (`entry 3 (…)`), the file's own first. */
const byEntry = (problems) =>
  problems
    .map((problem, order) => ({ problem, order, entry: Number(/^entry (\d+)/.exec(problem.entry)?.[1] ?? 0) }))
    .sort((a, b) => a.entry - b.entry || a.order - b.order)
    .map(({ problem }) => problem);

/** A file as the command names it: from the checkout when it is in it. */
function shown(file, root) {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

async function publish({ file }, root) {
  const { registry, redirects } = shell();
  const { liveSnapshot } = require('./live-table');
  const { formatRedirectProblem, redirectProblems } = require('./redirect-check');
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new RoutesRefused([`${shown(file, root)} cannot be read: name a redirects file`]);
  }
  const { set, problems: malformed } = redirects.readRedirectSet(text);
  if (!set) throw new RoutesRefused(malformed.map(formatRedirectProblem));
  const outcome = await registry.withRegistry(async (store, releasesDir) => {
    const record = await store.redirects();
    const problems = [...malformed, ...redirectProblems(set, (await liveSnapshot(store, releasesDir)).routes)];
    if (problems.length > 0) throw new RoutesRefused(byEntry(problems).map(formatRedirectProblem));
    if (record.current && redirects.sameRedirects(record.current, set)) return { unchanged: record.current };
    return { published: await registry.publishRedirectsIn(store, set, registry.redirectsVersionOf(record)) };
  });
  const name = shown(file, root);
  if (outcome.unchanged) {
    console.log(`${name} is the published set ${outcome.unchanged.version} already; nothing published`);
    return 0;
  }
  const { version, redirects: published } = outcome.published;
  console.log(
    `published ${name} as redirects set ${version} (${published.length} redirects): every server answers with it on its next request`,
  );
  console.log('see it: npm run routes; undo: npm run routes -- --rollback-redirects');
  return 0;
}

async function rollback() {
  const { registry } = shell();
  const restored = await registry.withRegistry((store) => registry.rollbackRedirectsIn(store));
  console.log(
    restored.version === 0
      ? 'restored no redirects, as before the first set was published: every server answers so on its next request'
      : `restored redirects set ${restored.version} (${restored.redirects.length} redirects): every server answers with it on its next request`,
  );
  return 0;
}

/** Whether `error` is a refusal to print as it is. */
function isRefusal(error) {
  if (error instanceof RoutesRefused) return true;
  if (!shellCompiled) return false;
  const { RegistryConflict, RegistryRefusal } = shell().registry;
  return error instanceof RegistryConflict || error instanceof RegistryRefusal;
}

/**
 * Runs `npm run routes -- …`; resolves with the exit code. `root`: the checkout (shell/redirects.json's);
 * `compile`: how the shell's code is made runnable (its TypeScript build; tests run its sources).
 */
async function runRoutesCommand(args, { root, compile }) {
  if (compile) compileShell = compile;
  const command = readRoutesCommand(args, { root });
  return runCommandLine({
    name: 'routes',
    command,
    usage: USAGE,
    run: () => {
      if (command.action === 'table') return printTable(command);
      if (command.action === 'url') return answerUrl(command);
      if (command.action === 'publish') return publish(command, root);
      return rollback();
    },
    refusalLinesOf: (error) =>
      isRefusal(error)
        ? [...(error.lines ?? [error.message]), ...(command.action === 'publish' ? ['nothing was published'] : [])]
        : undefined,
  });
}

module.exports = { runRoutesCommand };
