/**
 * Today's renderer, for the uncached document's ratio (decision 079): the shell server of a named
 * commit, taken with `git archive` (no checkout, no worktree: the repository is not touched) into a
 * folder of the system's temporary files and built there with `tsc -b`, as the build builds the
 * server. Its packages resolve to the repository's own node_modules, its workspaces to the commit's
 * sources, and its browser files are the repository's (the document's cost is the server's, not
 * theirs). The build is kept by commit, so a second run starts at once.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { root } = require('../repository');

/** The commit before decision 079: the document path as it was, renderer, content reads, compression. */
const BASELINE_COMMIT = process.env.BENCH_BASELINE_COMMIT || '6a6cf358cf0678b084afdc5da0113c4c513f629c';
/** What the shell server runs of the repository: its sources, and the bench's server script. */
const ARCHIVED = [
  'shell',
  'content-api',
  'shared-contracts',
  'build',
  'bench',
  'content',
  'tsconfig.base.json',
  'package.json',
];

function run(command, args, options) {
  // The input, when there is one, goes to the command's stdin: an ignored stdin would drop it.
  const stdin = options?.input === undefined ? 'ignore' : 'pipe';
  const result = spawnSync(command, args, { stdio: [stdin, 'pipe', 'pipe'], maxBuffer: 1 << 30, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${String(result.stderr || result.stdout).slice(0, 2000)}`);
  }
  return result.stdout;
}

/** Links `target` at `link` unless something is there already. */
function link(target, linkPath) {
  if (!fs.existsSync(linkPath)) fs.symlinkSync(target, linkPath);
}

/**
 * The folder holding the baseline commit's shell server, built; its bench server script is
 * `bench/isolation/server.js` there.
 */
function prepareBaseline(commit = BASELINE_COMMIT) {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error('BENCH_BASELINE_COMMIT must be a full commit hash');
  const dir = path.join(os.tmpdir(), `bench-baseline-${commit.slice(0, 12)}`);
  const built = path.join(dir, 'shell', 'dist', 'node', 'server', 'app.js');
  // The bench's IPC harness is this repository's (it answers the profile's clock), the server its commit's.
  const harness = () =>
    fs.copyFileSync(path.join(__dirname, 'server.js'), path.join(dir, 'bench', 'isolation', 'server.js'));
  if (fs.existsSync(built)) {
    harness();
    return dir;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = run('git', ['archive', '--format=tar', commit, ...ARCHIVED], { cwd: root });
  run('tar', ['-x', '-C', dir], { input: archive });

  // The repository's packages; its workspaces: the commit's where archived, the repository's otherwise.
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules', '@site'), { recursive: true });
  for (const name of fs.readdirSync(modules)) {
    if (name !== '@site') link(path.join(modules, name), path.join(dir, 'node_modules', name));
  }
  for (const name of fs.readdirSync(path.join(modules, '@site'))) {
    const archived = fs.existsSync(path.join(dir, name, 'package.json'));
    link(archived ? path.join('..', '..', name) : path.join(root, name), path.join(dir, 'node_modules', '@site', name));
  }
  for (const name of ARCHIVED) {
    const own = path.join(root, name, 'node_modules');
    if (fs.existsSync(own) && fs.statSync(path.join(dir, name)).isDirectory())
      link(own, path.join(dir, name, 'node_modules'));
  }
  fs.mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  link(path.join(root, 'shell', 'dist', 'client'), path.join(dir, 'shell', 'dist', 'client'));

  console.log(`Building the shell server of ${commit.slice(0, 12)} for today's renderer (tsc -b, once per commit) …`);
  run(process.execPath, [path.join(modules, 'typescript', 'bin', 'tsc'), '-b', 'shell/tsconfig.build.json'], {
    cwd: dir,
  });
  if (!fs.existsSync(built)) throw new Error(`the baseline build made no ${built}`);
  harness();
  return dir;
}

module.exports = { BASELINE_COMMIT, prepareBaseline };
