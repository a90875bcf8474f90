/**
 * The preview step against a server made here: a link that redirects with the preview cookie (and
 * a landing page that sets a language cookie), and a page that tells whether the cookie came back.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_EXECUTABLE } from '../tests/e2e-env';
import { savePreviewCookies } from './preview-cookie';

const TOKEN = 'signed-grant';

function previewServer() {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.invalid');
    if (url.pathname === '/preview' && url.searchParams.get('token') === TOKEN) {
      response.writeHead(302, { location: '/news', 'set-cookie': 'site_preview=x; HttpOnly; Path=/' }).end();
    } else if (url.pathname === '/preview/no-cookie') {
      response.writeHead(302, { location: '/news' }).end();
    } else if (url.pathname === '/news') {
      response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'zh_choose=e; Path=/' }).end('<p>news</p>');
    } else if (url.pathname === '/echo') {
      const previewed = /(?:^|;\s*)site_preview=x(?:;|$)/.test(request.headers.cookie ?? '');
      response.writeHead(200, { 'content-type': 'text/plain' }).end(previewed ? 'previewed' : 'not previewed');
    } else {
      response.writeHead(404).end();
    }
  });
}

describe('savePreviewCookies', () => {
  let browser: Browser;
  let server: http.Server;
  let origin = '';
  let folder = '';

  beforeAll(async () => {
    server = previewServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-cookie-test-'));
    browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: ['--no-sandbox'] });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the cookie the link set, so a context made from the file is previewed, and not the landing page’s', async () => {
    const stateFile = path.join(folder, 'state.json');
    const saved = await savePreviewCookies(browser, `${origin}/preview?token=${TOKEN}`, stateFile);
    expect(saved).toEqual({ status: 302, names: ['site_preview'] });
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { cookies: { name: string; httpOnly: boolean }[] };
    expect(state.cookies.map(({ name, httpOnly }) => ({ name, httpOnly }))).toEqual([
      { name: 'site_preview', httpOnly: true },
    ]);

    const context = await browser.newContext({ storageState: stateFile });
    const page = await context.newPage();
    await page.goto(`${origin}/echo`);
    expect(await page.textContent('body')).toBe('previewed');
    await context.close();
  });

  it('fails with the status and without the token when the link sets no cookie', async () => {
    const stateFile = path.join(folder, 'none.json');
    await expect(savePreviewCookies(browser, `${origin}/preview?token=expired`, stateFile)).rejects.toThrow(
      `the preview link ${origin}/… answered 404 and set no cookie: is it expired, or not staged?`,
    );
    await expect(savePreviewCookies(browser, `${origin}/preview/no-cookie`, stateFile)).rejects.toThrow(/answered 302/);
    expect(fs.existsSync(stateFile)).toBe(false);
  });

  it('fails without the token when the site does not answer', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const failure = savePreviewCookies(browser, `${gone}/preview?token=${TOKEN}`, path.join(folder, 'gone.json'));
    await expect(failure).rejects.toThrow(`opening the preview link ${gone}/… failed`);
    await expect(failure).rejects.not.toThrow(TOKEN);
  });
});
