/**
 * No shell change for a new section (issue 13, docs/decisions/014): a section scaffolded by
 * `npm run new-section` under a URL space the shell has never seen (/careers) is built and
 * released while a shell server runs, and that same server, with no rebuild or restart, shows its
 * header entry (the navigation names it), its banner title and background (a file of its release)
 * and applies its language-switch rule. The server is the test's own (own port, releases folder
 * and database, to which it adds the navigation row). The section is scaffolded into a folder of its
 * own under .data/, never into the source tree: its build finds the repository's installed packages
 * by walking up, as a section in the repository does. A writer: building a section takes both cores
 * (e2e/README.md).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT, REPOSITORY_ROOT as root } from './e2e-env';
import { expect, test } from './fixtures';

/** Next to the shared site's port, so runs on different E2E_PORTs never meet. */
const PORT = E2E_PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Migrates and seeds the content database, then adds the navigation row that names the new entry. */
function prepareDatabase(file: string) {
  const script = `
    const { openContentDb } = require('@site/content-api');
    openContentDb({ dialect: 'sqlite', file: process.argv[1] }).then(async (db) => {
      const row = { key: 'careers', url: '/careers', sort: 90 };
      await db.insertInto('navigationEntry').values([
        { ...row, id: 9001, languageType: 1, name: '人才发展' },
        { ...row, id: 9002, languageType: 2, name: 'Careers' },
      ]).execute();
      await db.destroy();
    });`;
  const result = spawnSync(process.execPath, ['-e', script, file], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the database could not be prepared: ${result.stderr}`);
}

/** The shell server as `npm start` runs it, once it says it is ready (it prints that line once listening). */
async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, [require.resolve('@site/shell/server/main')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Site ready')) resolve();
    });
    server.once('exit', (code) =>
      reject(new Error(`the shell server exited (${code}) before it was ready on ${ORIGIN}`)),
    );
  });
  return server;
}

test.describe('a new section', () => {
  test('gets its menu entry, background and language rule from its release, with no shell rebuild or restart', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'new-section-e2e-'));
    // Where the section is scaffolded: inside the repository's .data/, so its build resolves the
    // installed packages; a workspace list of its own, which new-section adds the section to.
    fs.mkdirSync(path.join(root, '.data'), { recursive: true });
    const scaffoldRoot = fs.mkdtempSync(path.join(root, '.data', `new-section-${E2E_PORT}-`));
    fs.writeFileSync(path.join(scaffoldRoot, 'package.json'), JSON.stringify({ private: true, workspaces: [] }));
    const env = {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_FILE: path.join(folder, 'content.db'),
      RELEASES_DIR: path.join(folder, 'releases'),
    };
    let server: ChildProcess | null = null;
    try {
      prepareDatabase(env.DATABASE_FILE);
      server = await startServer(env);
      expect((await fetch(`${ORIGIN}/careers`)).status).toBe(404);
      // The navigation names the entry already, but no release declares it: the header shows none.
      const before = await (await fetch(`${ORIGIN}/about/introduce`)).text();
      expect(before).toContain('{"name":"人才发展","key":"careers","url":"/careers"}');
      expect(before).toContain('<ul class="shell-nav__list"></ul>');

      const scaffold = spawnSync(
        process.execPath,
        [
          'scripts/new-section.js',
          'careers',
          '--title',
          '人才发展',
          '--title-en',
          'Careers',
          '--root',
          scaffoldRoot,
          '--no-install',
        ],
        { cwd: root, encoding: 'utf8' },
      );
      expect(scaffold.status, scaffold.stderr).toBe(0);
      // The scaffold stays on the page when the language changes; this one reloads, which a test can see.
      expect(JSON.parse(fs.readFileSync(path.join(scaffoldRoot, 'package.json'), 'utf8')).workspaces).toEqual([
        'mfe-careers',
      ]);
      const routesFile = path.join(scaffoldRoot, 'mfe-careers', 'src', 'routes.ts');
      const routes = fs.readFileSync(routesFile, 'utf8');
      expect(routes).toContain("languageSwitch: { kind: 'stay' }");
      fs.writeFileSync(
        routesFile,
        routes.replace("languageSwitch: { kind: 'stay' }", "languageSwitch: { kind: 'reload' }"),
      );

      const release = spawnSync(process.execPath, ['scripts/release.js', 'mfe-careers', '--root', scaffoldRoot], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
      expect(release.status, `${release.stdout}\n${release.stderr}`).toBe(0);
      const { sections } = (await (await fetch(`${ORIGIN}/registry.json`)).json()) as {
        sections: Record<string, { version: string }>;
      };
      const version = sections['mfe-careers']?.version;
      expect(version).toBeTruthy();

      await page.goto(`${ORIGIN}/careers`);
      const entry = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '人才发展' });
      await expect(entry).toHaveAttribute('href', '/careers');
      await expect(entry).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('.shell-banner__title')).toHaveText('人才发展');
      const background = `/releases/mfe-careers/${version}/client/backgrounds/careers.svg`;
      await expect(page.locator('.shell-banner')).toHaveAttribute(
        'style',
        new RegExp(background.replace(/\./g, '\\.')),
      );
      const image = await fetch(`${ORIGIN}${background}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');

      await entry.hover();
      await expect(page.locator('.shell-panel__link[href="/careers"]')).toContainText('公司简介');

      // The rule is the section's: switching language reloads the document (a marker set on the page is gone).
      await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page).toHaveURL(`${ORIGIN}/en/careers`);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' })).toBeVisible();
      expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);
    } finally {
      server?.kill();
      fs.rmSync(scaffoldRoot, { recursive: true, force: true });
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
