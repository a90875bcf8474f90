/**
 * A section fails alone on the server (issue 23, decisions 036 and 037): the real shell server with
 * a sound About section and a News section released with one fault at a time, in a real releases
 * folder and content database. Whatever News's server code does, the About page is served
 * server-rendered meanwhile; News's own documents name the outcome only, its log line names the
 * release and what happened, and a repaired release is served again with no restart and no new
 * release.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY_CONTRACT } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { version as reactVersion } from 'react';
import { ABOUT_CLIENT_BUILD, createTestSite, SHELL_BUILD, type TestSite } from './test-support/site';

const NEWS_MANIFEST = {
  section: 'mfe-news',
  routes: [
    { path: '/news/dynamic', name: 'news-dynamic', layout: 'default', background: 'backgrounds/news.svg', data: [] },
  ],
};

function bundle(render: string, top = '') {
  return `${top}
module.exports = {
  contract: ${JSON.stringify(SERVER_ENTRY_CONTRACT)},
  reactVersion: ${JSON.stringify(reactVersion)},
  render: ${render},
};`;
}

const SOUND = bundle('(url) => "<p class=\\"sound\\">rendered " + url + "</p>"');

/** How the document's section was rendered, from its Server-Timing. */
function outcomeOf(response: { headers: Record<string, unknown> }): string {
  return /ssr;desc="([^"]*)"/.exec(String(response.headers['server-timing']))?.[1] ?? 'none';
}

describe('a section that fails on the server fails alone', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let logged: { release?: string; reason?: string; detail?: string }[];
  let version = 0;
  let onLog: () => void = () => {};

  /** Releases News with `bundle` as its server code; returns the release folder. */
  function releaseNews(code: string) {
    version += 1;
    site.release('mfe-news', `v${version}`, {
      'client/mf-manifest.json': '{}',
      'client/routes.json': JSON.stringify(NEWS_MANIFEST),
      'server/server.js': code,
    });
    return path.join(site.releasesDir, 'mfe-news', `v${version}`);
  }

  /** Resolves once the server has logged `count` failed renders in all. */
  function logCount(count: number) {
    return new Promise<void>((resolve) => {
      onLog = () => logged.length >= count && resolve();
      onLog();
    });
  }

  /** The About page, which must come rendered by the server whatever News does. */
  async function expectAboutServed() {
    const about = await app.inject({ url: '/about/introduce' });
    expect(about.statusCode).toBe(200);
    expect(outcomeOf(about)).toBe('server');
    expect(about.body).toContain('data-ssr="1"');
  }

  beforeAll(async () => {
    site = createTestSite('section-isolation', SHELL_BUILD);
    site.release('mfe-about', 'v1', { ...ABOUT_CLIENT_BUILD, 'server/server.js': SOUND });
    releaseNews(SOUND);
    app = await site.server({ RENDER_WORKERS: '2' });
    const warn = app.log.warn.bind(app.log);
    jest.spyOn(app.log, 'warn').mockImplementation((...args: unknown[]) => {
      const [fields] = args;
      if (typeof fields === 'object' && fields !== null && 'release' in fields) {
        logged.push(fields as (typeof logged)[number]);
        onLog();
      }
      return (warn as (...all: unknown[]) => void)(...args);
    });
  });

  afterAll(() => site.remove());

  beforeEach(() => {
    logged = [];
  });

  it('serves other sections while a render loops, stops it by its worker, and names only the timeout', async () => {
    releaseNews(bundle('() => { for (;;) {} }'));
    const failed = logCount(1);
    let newsAnswered = false;
    const news = app.inject({ url: '/news/dynamic' }).finally(() => (newsAnswered = true));
    await expectAboutServed();
    await expectAboutServed();
    expect(newsAnswered).toBe(false);
    const looped = await news;
    expect(looped.statusCode).toBe(200);
    expect(looped.headers['server-timing']).toMatch(/^ssr;desc="client: timeout";dur=\d+\.\d$/);
    expect(looped.body).not.toContain('data-ssr="1"');
    await failed;
    expect(logged).toEqual([
      expect.objectContaining({ release: `/releases/mfe-news/v${version}/server/server.js`, reason: 'timeout' }),
    ]);
  });

  it('serves other sections while a bundle loops as it loads, and stops it by its worker', async () => {
    releaseNews(`for (;;) {}\n${SOUND}`);
    const failed = logCount(1);
    let newsAnswered = false;
    const news = app.inject({ url: '/news/dynamic' }).finally(() => (newsAnswered = true));
    await expectAboutServed();
    expect(newsAnswered).toBe(false);
    expect(outcomeOf(await news)).toBe('client: timeout');
    await failed;
    expect(logged).toEqual([expect.objectContaining({ reason: 'timeout' })]);
  });

  it('ends timer work a bundle schedules before it stalls anything, and counts it against that release', async () => {
    const marker = path.join(site.folder, `timer-${version + 1}.done`);
    // 3 s of its thread's CPU, however loaded the machine.
    const spin = `const fs = require('node:fs'); const cpu = () => Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6; const end = cpu() + 3000; while (cpu() < end) {}`;
    const timerWork = `setTimeout(() => { ${spin} fs.writeFileSync(${JSON.stringify(marker)}, 'done'); }, 0)`;
    releaseNews(bundle(`(url) => { ${timerWork}; return "<p>scheduled</p>"; }`));
    const failed = logCount(1);
    expect(outcomeOf(await app.inject({ url: '/news/dynamic' }))).toBe('server');
    await expectAboutServed();
    await failed;
    expect(logged[0]).toMatchObject({ release: `/releases/mfe-news/v${version}/server/server.js`, reason: 'timeout' });
    expect(logged[0]?.detail).toMatch(/^timer work ran past \d+ ms( of CPU)?$/);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('names a render that throws an error, with no path or error text in any header', async () => {
    releaseNews(bundle('() => { throw new Error("injected failure in /srv/secret/path.js"); }'));
    const response = await app.inject({ url: '/news/dynamic' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toMatch(/^ssr;desc="client: error";dur=\d+\.\d$/);
    expect(JSON.stringify(response.headers)).not.toMatch(/injected|secret|releases/);
    expect(logged).toEqual([
      {
        release: `/releases/mfe-news/v${version}/server/server.js`,
        reason: 'error',
        detail: 'injected failure in /srv/secret/path.js',
      },
    ]);
    await expectAboutServed();
  });

  it('serves a section again once its corrupt bundle is restored, with no restart and no new release', async () => {
    const folder = releaseNews(SOUND);
    const file = path.join(folder, 'server', 'server.js');
    fs.writeFileSync(file, SOUND.slice(0, 80));
    const outcomes = [];
    for (let request = 0; request < 4; request += 1)
      outcomes.push(outcomeOf(await app.inject({ url: '/news/dynamic' })));
    expect(outcomes).toEqual(['client: error', 'client: error', 'client: error', 'client: breaker']);
    expect(logged.map((line) => line.detail)).toEqual(Array(3).fill(expect.stringMatching(/^cannot load: /)));
    fs.writeFileSync(file, SOUND);
    const restored = await app.inject({ url: '/news/dynamic' });
    expect(outcomeOf(restored)).toBe('server');
    expect(restored.body).toContain('<p class="sound">rendered /news/dynamic</p>');
  });

  it("serves a section's pages again once its unreadable routes.json is restored, with no registry change", async () => {
    const folder = releaseNews(SOUND);
    const file = path.join(folder, 'client', 'routes.json');
    fs.writeFileSync(file, JSON.stringify(NEWS_MANIFEST).slice(0, 30));
    expect((await app.inject({ url: '/news/dynamic' })).statusCode).toBe(404);
    await expectAboutServed();
    fs.writeFileSync(file, JSON.stringify(NEWS_MANIFEST));
    const restored = await app.inject({ url: '/news/dynamic' });
    expect(restored.statusCode).toBe(200);
    expect(outcomeOf(restored)).toBe('server');
  });
});
