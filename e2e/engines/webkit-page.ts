/**
 * WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's webkit2gtk-driver) on an Xvfb
 * display of its own, through selenium-webdriver over W3C WebDriver classic. Classic WebDriver
 * has no log events and no script before the page's: the probe proxy (probe-proxy.ts) records
 * a page's errors and its documents' answers.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import {
  DEVICES,
  renderingOf,
  shellHydrated,
  type Device,
  type DocumentAnswer,
  type Engine,
  type EnginePage,
} from './engine-page';
import { BLANK_PATH, PROBLEMS_KEY, startProbeProxy, type ProbeProxy } from './probe-proxy';

declare module 'selenium-webdriver' {
  interface Actions {
    /** W3C wheel input (selenium-webdriver has it; its published types do not yet). */
    scroll(x: number, y: number, deltaX: number, deltaY: number): Actions;
  }
}

interface WebKitDriver {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts WebKitWebDriver under `xvfb-run` in a process group of its own, so stopping it ends the
 * X server and every browser it started too. It serves one session at a time.
 */
async function startWebKitDriver(): Promise<WebKitDriver> {
  const port = await freePort();
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  driver.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr}`);
    const ready = await fetch(`${url}/status`)
      .then(async (response) => ((await response.json()) as { value?: { ready?: boolean } }).value?.ready === true)
      .catch(() => false);
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`WebKitWebDriver did not answer on ${url}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * WebKitWebDriver 2.50 takes a wheel action's deltaY as a position: each wheel event it
 * dispatches carries the difference from the session's previous wheel action. The session's
 * running total is kept here, and each action asks for the total after its turn.
 */
interface Session {
  driver: WebDriver;
  device: Device;
  wheelTotal: number;
}

class WebKitPage implements EnginePage {
  readonly engine = 'webkit';
  readonly device: Device;
  private readonly driver: WebDriver;

  constructor(
    private readonly session: Session,
    private readonly proxy: ProbeProxy,
    private readonly baseURL: string,
  ) {
    this.device = session.device;
    this.driver = session.driver;
  }

  async open(path: string): Promise<DocumentAnswer> {
    await this.driver.get(new URL(path, this.baseURL).href);
    await shellHydrated(this);
    const url = await this.driver.getCurrentUrl();
    const answer = this.proxy.documentAt(url.split('#')[0] ?? url);
    if (!answer) throw new Error(`webkit: the proxy served no document for ${url}`);
    return { url, status: answer.status, rendering: renderingOf(answer.serverTiming) };
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.driver.executeScript<Awaited<R>>(fn as (...args: unknown[]) => R, ...args);
  }

  async hover(selector: string) {
    const element = await this.driver.findElement(By.css(selector));
    await this.driver.actions().move({ origin: element }).perform();
  }

  async click(selector: string) {
    await this.driver.findElement(By.css(selector)).click();
  }

  async wheel(at: { x: number; y: number }, deltaYs: readonly number[]) {
    const actions = this.driver.actions();
    for (const deltaY of deltaYs) {
      this.session.wheelTotal += deltaY;
      actions.scroll(at.x, at.y, 0, this.session.wheelTotal);
    }
    await actions.perform();
  }

  async back() {
    await this.driver.navigate().back();
  }

  async cookie(name: string) {
    const cookies = await this.driver.manage().getCookies();
    return cookies.find((cookie) => cookie.name === name)?.value;
  }

  async screenshot(file: string) {
    fs.writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  /** The probe keeps each document's problems in the tab's sessionStorage, so a reload loses none. */
  problems() {
    return this.evaluate((key: string) => {
      try {
        return JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      } catch {
        return [`the probe's record of ${location.href} is unreadable`];
      }
    }, PROBLEMS_KEY);
  }

  /** The session stays open for the worker's next page (a new one costs a second and a cold cache). */
  async close() {}
}

/** A WebKit session (a fresh profile) for the device, reaching the site through the proxy. */
async function newSession(driver: WebKitDriver, proxy: ProbeProxy, device: Device): Promise<Session> {
  const { width, height, userAgent } = DEVICES[device];
  const session: WebDriver = await new Builder()
    .disableEnvironmentOverrides()
    .usingServer(driver.url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        args: ['--automation', '--full-screen', ...(userAgent ? [`--user-agent=${userAgent}`] : [])],
      },
      proxy: { proxyType: 'manual', httpProxy: proxy.address },
    })
    .build();
  // Full screen, MiniBrowser shows no toolbar: the window is the viewport, and may be as narrow as a phone.
  await session.manage().window().setRect({ x: 0, y: 0, width, height });
  const viewport = await session.executeScript<[number, number]>(() => [window.innerWidth, window.innerHeight]);
  if (viewport[0] !== width || viewport[1] !== height) {
    await session.quit();
    throw new Error(`webkit: the viewport is ${viewport.join('×')}, not ${width}×${height}`);
  }
  return { driver: session, device, wheelTotal: 0 };
}

/**
 * WebKit for a worker. A session is kept while tests ask for the same device: a new page of it
 * starts from a blank document of the site's origin with the cookies and storage cleared.
 */
export async function startWebKit(siteOrigin: string): Promise<Engine> {
  const driver = await startWebKitDriver();
  const proxy = await startProbeProxy(siteOrigin);
  let current: Session | null = null;
  const quit = async () => {
    await current?.driver.quit();
    current = null;
  };
  return {
    async newPage(device) {
      if (current?.device !== device) {
        await quit();
        current = await newSession(driver, proxy, device);
      }
      const session = current;
      await session.driver.get(new URL(BLANK_PATH, siteOrigin).href);
      await session.driver.manage().deleteAllCookies();
      await session.driver.executeScript(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      return new WebKitPage(session, proxy, siteOrigin);
    },
    async stop() {
      await quit();
      await proxy.close();
      await driver.stop();
    },
  };
}
