/**
 * A throwaway PostgreSQL server for the content API's tests: initdb and pg_ctl from Debian's
 * `postgresql` package (/usr/lib/postgresql/<version>/bin, the newest found), a cluster in a
 * temporary folder, listening on a free port of 127.0.0.1 and a unix socket in that folder only,
 * trust authentication, no durability (fsync off). initdb refuses to run as root, so as root the
 * folder belongs to the `postgres` system user and the programs run as that user.
 *
 * jest.config.js uses it as the global setup and teardown of the "content-api on PostgreSQL"
 * project; tests reach it through CONTENT_API_TEST_POSTGRES_URL (test-support/database.ts).
 * `node content-api/test-setup/postgres.js` starts one by hand, prints its URL and stops it on
 * Ctrl-C.
 */
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const POSTGRES_ROOT = '/usr/lib/postgresql';
const SERVER_USER = 'postgres';
const URL_VARIABLE = 'CONTENT_API_TEST_POSTGRES_URL';

/** The bin folder of the newest installed PostgreSQL with initdb and pg_ctl, or an error saying what to install. */
function findBinaries() {
  const versions = fs.existsSync(POSTGRES_ROOT)
    ? fs
        .readdirSync(POSTGRES_ROOT)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = path.join(POSTGRES_ROOT, version, 'bin');
    if (['initdb', 'pg_ctl', 'postgres'].every((name) => fs.existsSync(path.join(bin, name)))) return bin;
  }
  throw new Error(
    `The content API tests also run on PostgreSQL, and no PostgreSQL server was found in ${POSTGRES_ROOT}/<version>/bin ` +
      "(initdb, pg_ctl). Install Debian's package: apt-get install -y postgresql (.ci/run does).",
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as the postgres user when this process is root; its output goes into errors. */
function run(bin, program, args) {
  const command = path.join(bin, program);
  const [file, fileArgs] = isRoot() ? ['runuser', ['-u', SERVER_USER, '--', command, ...args]] : [command, args];
  try {
    execFileSync(file, fileArgs, { stdio: 'pipe', cwd: os.tmpdir() });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`${program} ${args.join(' ')} failed: ${output || error.message}`, { cause: error });
  }
}

function ownByServerUser(folder) {
  if (!isRoot()) return;
  const uid = Number(execFileSync('id', ['-u', SERVER_USER], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', SERVER_USER], { encoding: 'utf8' }));
  fs.chownSync(folder, uid, gid);
}

/** Starts a server; resolves to { url, folder, bin } once it accepts connections. */
async function startPostgres() {
  const bin = findBinaries();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-pg-'));
  try {
    fs.chmodSync(folder, 0o700);
    ownByServerUser(folder);
    const data = path.join(folder, 'data');
    run(bin, 'initdb', [
      '--pgdata',
      data,
      '--username',
      SERVER_USER,
      '--auth',
      'trust',
      '--encoding',
      'UTF8',
      '--locale',
      'C',
      '--no-sync',
      '--no-instructions',
    ]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${folder}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run(bin, 'pg_ctl', ['--pgdata', data, '--log', path.join(folder, 'server.log'), '-o', options, '--wait', 'start']);
    return { url: `postgres://${SERVER_USER}@127.0.0.1:${port}/postgres`, folder, bin };
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** Stops the server at once (nothing in it is worth keeping) and removes its folder. */
function stopPostgres({ folder, bin }) {
  const data = path.join(folder, 'data');
  if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
    const command = path.join(bin, 'pg_ctl');
    const args = ['--pgdata', data, '--mode', 'immediate', '--wait', 'stop'];
    if (isRoot()) spawnSync('runuser', ['-u', SERVER_USER, '--', command, ...args], { stdio: 'pipe' });
    else spawnSync(command, args, { stdio: 'pipe' });
  }
  fs.rmSync(folder, { recursive: true, force: true });
}

/** The running server; in globalThis because jest loads the setup and teardown modules apart. */
const STATE = Symbol.for('content-api.test-postgres');

function stopOnce() {
  const running = globalThis[STATE];
  if (!running) return;
  delete globalThis[STATE];
  stopPostgres(running);
}

/** jest globalSetup: the URL reaches the test workers through the environment they inherit. */
async function globalSetup() {
  globalThis[STATE] = await startPostgres();
  process.env[URL_VARIABLE] = globalThis[STATE].url;
  // An interrupted run skips the teardown; the server must not outlive it.
  process.once('exit', stopOnce);
}

/** jest globalTeardown: runs after the tests whether they passed or not. */
async function globalTeardown() {
  stopOnce();
  delete process.env[URL_VARIABLE];
}

module.exports = { startPostgres, stopPostgres, globalSetup, globalTeardown, URL_VARIABLE };

if (require.main === module) {
  startPostgres().then(
    (started) => {
      globalThis[STATE] = started;
      process.stdout.write(`${started.url}\n`);
      process.once('exit', stopOnce);
      for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
      setInterval(() => {}, 1 << 30);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
