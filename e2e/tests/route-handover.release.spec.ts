/**
 * The shell team's tools on two shell servers sharing one throwaway PostgreSQL registry (decision
 * 072): a redirect published with `npm run routes -- publish-redirects` while the site runs answers
 * 301 on both servers, with the query kept, in Chinese and English, on desktop and /m; its rollback
 * removes it; each file the check refuses exits 1 and changes nothing. Then a section made with
 * `npm run new-section` takes /invest from mfe-honour-invest in one `npm run release` of both while
 * autocannon asks both servers for /invest and /en/invest: no 404, no 5xx, and the new section
 * serves the path afterwards. A writer of its own servers and data, in the release project.
 */
import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEWS_BUILD } from './builds';
import { E2E_PORT, REPOSITORY_ROOT as root } from './e2e-env';
import { expect, test } from './fixtures';
import { postgres, releasesModule, type RunningPostgres } from './shared-stores';
import { startShellServer, type ShellServer } from './shell-server';

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run routes -- …` as a terminal would, without blocking this process; resolves with its exit code and output. */
const routes = (args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<CommandResult>((resolve) => {
    execFile(
      process.execPath,
      ['scripts/routes.js', ...args],
      { cwd: root, env, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

interface LoadResult {
  requests: { total: number };
  errors: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface LoadInstance {
  stop(): void;
}
const autocannon = createRequire(__filename)('autocannon') as (
  options: Record<string, unknown>,
  done: (error: Error | null, result: LoadResult) => void,
) => LoadInstance;

/** Requests for `paths` on `origin`, two connections, until stop() (which resolves with what they got). */
function loadUntilStopped(origin: string, paths: string[]) {
  let instance: LoadInstance;
  const finished = new Promise<LoadResult>((resolve, reject) => {
    instance = autocannon(
      { url: origin, connections: 2, duration: 3600, requests: paths.map((path) => ({ method: 'GET', path })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return {
    stop: () => {
      instance.stop();
      return finished;
    },
  };
}

const HONOUR_BUILD = path.join(root, 'mfe-honour-invest', 'dist');

/**
 * mfe-honour-invest's build without /invest: its routes.json, the manifest the shell routes by,
 * keeps every route and header entry but /invest's; its bundles still hold that page's code, which
 * nothing reaches then. So the handover does not wait for a webpack build of mfe-honour-invest.
 */
function honourWithoutInvest(dir: string) {
  fs.cpSync(HONOUR_BUILD, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'gate.json'), { force: true });
  const file = path.join(dir, 'client', 'routes.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    routes: { path: string }[];
    menu?: { key: string }[];
  };
  manifest.routes = manifest.routes.filter((route) => !route.path.startsWith('/invest'));
  manifest.menu = manifest.menu?.filter((entry) => entry.key !== 'invest');
  fs.writeFileSync(file, JSON.stringify(manifest));
}

/** A server's answer to one URL, redirects not followed. */
async function answerOf(server: ShellServer, url: string) {
  const response = await fetch(`${server.origin}${url}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
  };
}

/** Each form of the retired URL, with the query, and where it must lead. */
const FORMS: [string, string][] = [
  ['/news/old/5?from=mail', '/news/dynamic/5?from=mail'],
  ['/en/news/old/5?from=mail', '/en/news/dynamic/5?from=mail'],
  ['/m/news/old/5?from=mail', '/m/news/dynamic/5?from=mail'],
  ['/en/m/news/old/5?from=mail', '/en/m/news/dynamic/5?from=mail'],
];

test.describe("the shell team's tools on two servers", () => {
  let database: RunningPostgres | undefined;
  let folder: string;
  const servers: ShellServer[] = [];

  test.afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    if (database) postgres.stopPostgres(database);
    database = undefined;
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('a redirect published while the site runs answers on both servers within seconds, and its rollback removes it', async () => {
    test.setTimeout(300_000);
    database = await postgres.startPostgres();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'route-handover-'));
    const releasesDir = path.join(folder, 'releases');
    const env = { ...process.env, DATABASE_URL: database.url, RELEASES_DIR: releasesDir };
    const releases = releasesModule();
    const store = await releases.openRegistryStore({ registry: { store: 'postgres', url: database.url }, releasesDir });
    await releases.publishReleaseTo(store, releasesDir, 'mfe-news', NEWS_BUILD, 'news');
    await store.close();
    servers.push(await startShellServer(env));
    servers.push(await startShellServer(env));
    for (const server of servers) expect((await answerOf(server, '/news/old/5')).status).toBe(404);

    const writeFile = (name: string, value: unknown) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, JSON.stringify(value));
      return file;
    };
    const file = writeFile('redirects.json', { redirects: [{ from: '/news/old/:id', to: '/news/dynamic/:id' }] });
    const published = await routes(['publish-redirects', file], env);
    expect(published, published.stderr).toMatchObject({ code: 0 });
    expect(published.stdout).toMatch(/as redirects set 1 \(1 redirects\): every server answers with it/);

    for (const server of servers) {
      for (const [from, to] of FORMS) {
        await expect
          .poll(() => answerOf(server, from), { timeout: 5_000, message: `${server.origin}${from}` })
          .toEqual({ status: 301, location: to, cacheControl: 'public, max-age=3600' });
      }
    }
    // The one-URL answer names the same redirect, from the same registry.
    const answer = await routes(['/en/m/news/old/5?from=mail'], env);
    expect(answer.stdout.trim()).toBe(
      '/en/m/news/old/5?from=mail: 301 redirect to /en/m/news/dynamic/5?from=mail (published redirect /news/old/:id → /news/dynamic/:id)',
    );

    // Each file the check refuses: one line of its problem, exit 1, the published set unchanged.
    const refused: [string, unknown, RegExp][] = [
      [
        'a target no live route serves',
        { redirects: [{ from: '/careers-old', to: '/careers' }] },
        /no live route serves its target \/careers/,
      ],
      [
        'a chain',
        {
          redirects: [
            { from: '/a', to: '/b' },
            { from: '/b', to: '/news/dynamic' },
          ],
        },
        /: a chain — fix: point it at \/news\/dynamic directly/,
      ],
      [
        'a loop',
        {
          redirects: [
            { from: '/a', to: '/b' },
            { from: '/b', to: '/a' },
          ],
        },
        /: a loop — fix/,
      ],
      [
        'a shadowed route',
        { redirects: [{ from: '/news/dynamic', to: '/news/dynamic/1' }] },
        /a live route serves its source: \/news\/dynamic is mfe-news's/,
      ],
      [
        'an external target off the list',
        { redirects: [{ from: '/ir', to: 'https://ir.example.com/' }] },
        /"external" list does not name/,
      ],
      [
        'a malformed entry',
        { redirects: [{ from: '/a', to: '/news/dynamic', status: 307 }] },
        /\/status must be 301 or 302/,
      ],
    ];
    for (const [name, content, line] of refused) {
      const result = await routes(['publish-redirects', writeFile(`${name.replace(/\W+/g, '-')}.json`, content)], env);
      expect({ name, code: result.code, stdout: result.stdout }).toEqual({ name, code: 1, stdout: '' });
      expect(result.stderr, name).toMatch(line);
      expect(result.stderr.trim().split('\n').at(-1), name).toBe('nothing was published');
    }
    const table = JSON.parse((await routes(['--json'], env)).stdout) as { redirectsVersion: number };
    expect(table.redirectsVersion).toBe(1);
    for (const server of servers) expect((await answerOf(server, FORMS[0]![0])).location).toBe(FORMS[0]![1]);

    const rolledBack = await routes(['--rollback-redirects'], env);
    expect(rolledBack, rolledBack.stderr).toMatchObject({ code: 0 });
    for (const server of servers) {
      for (const [from] of FORMS) {
        await expect.poll(async () => (await answerOf(server, from)).status, { timeout: 5_000 }).toBe(404);
      }
    }
    for (const server of servers) expect(server.output(), 'server log').not.toMatch(/"level":(50|60)/);
  });

  test('a new section takes /invest from mfe-honour-invest in one write, with no 404 or 5xx meanwhile', async () => {
    test.setTimeout(900_000);
    database = await postgres.startPostgres();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'route-handover-'));
    const releasesDir = path.join(folder, 'releases');
    const env = { ...process.env, DATABASE_URL: database.url, RELEASES_DIR: releasesDir };
    const releases = releasesModule();
    const store = await releases.openRegistryStore({ registry: { store: 'postgres', url: database.url }, releasesDir });
    const honour = await releases.publishReleaseTo(store, releasesDir, 'mfe-honour-invest', HONOUR_BUILD, 'honour');
    await store.close();
    servers.push(await startShellServer(env));
    servers.push(await startShellServer(env));
    for (const server of servers) expect((await answerOf(server, '/invest')).status).toBe(200);

    // The new section, scaffolded by the command teams use into a folder under .data/ (its build
    // finds the installed packages by walking up), then given the /invest route beside its own.
    fs.mkdirSync(path.join(root, '.data'), { recursive: true });
    const scaffoldRoot = fs.mkdtempSync(path.join(root, '.data', `route-handover-${E2E_PORT}-`));
    const cleanup = () => fs.rmSync(scaffoldRoot, { recursive: true, force: true });
    try {
      fs.writeFileSync(path.join(scaffoldRoot, 'package.json'), JSON.stringify({ private: true, workspaces: [] }));
      const scaffold = spawnSync(
        process.execPath,
        [
          'scripts/new-section.js',
          'investor',
          '--title',
          '投资者关系',
          '--title-en',
          'Investor Relations',
          '--root',
          scaffoldRoot,
          '--no-install',
        ],
        { cwd: root, encoding: 'utf8' },
      );
      expect(scaffold.status, scaffold.stderr).toBe(0);
      const routesFile = path.join(scaffoldRoot, 'mfe-investor', 'src', 'routes.ts');
      const routesModule = fs.readFileSync(routesFile, 'utf8');
      const ownRoute = "      page: 'investor',\n    },\n";
      expect(routesModule).toContain(ownRoute);
      const investRoute = `    {
      ...everyRoute,
      path: '/invest/:id?',
      layout: 'default',
      validate: { id: { oneOf: ['reports', 'contact'] } },
      page: 'investor',
    },
`;
      fs.writeFileSync(routesFile, routesModule.replace(ownRoute, `${ownRoute}${investRoute}`));
      const build = spawnSync(
        process.execPath,
        [
          '-e',
          "require('@site/build/build').buildPackage(process.argv[1]).catch((e) => { console.error(e.message); process.exit(1); })",
          path.join(scaffoldRoot, 'mfe-investor'),
        ],
        { cwd: root, encoding: 'utf8' },
      );
      expect(build.status, build.stderr).toBe(0);

      // mfe-honour-invest beside it, from its build without /invest; its sources only make it a section,
      // and its build's stamp, later than they are, makes the command take that build as it is.
      const honourDir = path.join(scaffoldRoot, 'mfe-honour-invest');
      fs.cpSync(path.join(root, 'mfe-honour-invest', 'src'), path.join(honourDir, 'src'), { recursive: true });
      honourWithoutInvest(path.join(honourDir, 'dist'));
      const stamp = JSON.parse(fs.readFileSync(path.join(honourDir, 'dist', 'build.json'), 'utf8')) as { mode: string };
      fs.writeFileSync(
        path.join(honourDir, 'dist', 'build.json'),
        JSON.stringify({ ...stamp, startedAt: Date.now() + 60_000 }),
      );

      const loads = servers.map((server) => loadUntilStopped(server.origin, ['/invest', '/en/invest']));
      const released = await new Promise<CommandResult>((resolve) => {
        execFile(
          process.execPath,
          ['scripts/release.js', 'mfe-investor', 'mfe-honour-invest', '--root', scaffoldRoot],
          { cwd: root, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
      // Asked again after the switch, before the load stops: both servers now answer from the new section.
      for (const server of servers) {
        await expect
          .poll(
            async () => (await (await fetch(`${server.origin}/en/invest`)).text()).includes('/releases/mfe-investor/'),
            {
              timeout: 5_000,
            },
          )
          .toBe(true);
      }
      const results = await Promise.all(loads.map((load) => load.stop()));
      expect(released, released.stderr).toMatchObject({ code: 0 });
      expect(released.stdout).toMatch(/mfe-investor, mfe-honour-invest switched in one registry write/);
      test.info().annotations.push({
        type: 'load during the handover',
        description: results.map((result) => `${result.requests.total} requests`).join(', '),
      });
      for (const result of results) {
        const codes = Object.keys(result.statusCodeStats);
        expect(result.requests.total).toBeGreaterThan(0);
        expect({ codes, errors: result.errors }).toEqual({ codes: ['200'], errors: 0 });
      }

      for (const server of servers) {
        for (const url of ['/invest', '/en/invest', '/invest/reports']) {
          const response = await fetch(`${server.origin}${url}`);
          const html = await response.text();
          expect({ url, status: response.status }).toEqual({ url, status: 200 });
          expect(html).toMatch(/\/releases\/mfe-investor\/[^/]+\/client\/mf-manifest\.json/);
          expect(html).not.toContain(`/releases/mfe-honour-invest/${honour}/`);
        }
        expect((await fetch(`${server.origin}/honour/brand`)).status).toBe(200);
      }
      const answer = await routes(['/invest/reports'], env);
      expect(answer.stdout).toMatch(/^\/invest\/reports: route \/invest\/:id\? of mfe-investor, release /);
      for (const server of servers) expect(server.output(), 'server log').not.toMatch(/"level":(50|60)/);
    } finally {
      cleanup();
    }
  });
});
