/**
 * WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's webkit2gtk-driver) on an Xvfb
 * display of its own, through selenium-webdriver over W3C WebDriver classic. Classic WebDriver
 * has no log events and no script before the page's: the probe proxy (probe-proxy.ts) records
 * a page's errors and its documents' answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import {
  BLANK_PATH,
  DEVICES,
  renderingOf,
  shellHydrated,
  type Device,
  type DocumentAnswer,
  type Engine,
  type EnginePage,
} from './engine-page';
import { PROBLEMS_KEY, startProbeProxy, type ProbeProxy } from './probe-proxy';

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

/** A child process's exit, and the last of what it wrote to stderr (for the error when it fails to start). */
function watch(child: ChildProcess) {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts an Xvfb display and WebKitWebDriver on it. Both are plain children of the worker, so an
 * interrupted run (Ctrl-C) ends them with it. The driver serves one session at a time.
 */
async function startWebKitDriver(): Promise<WebKitDriver> {
  // Xvfb picks a free display itself and writes its number to the descriptor given.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = watch(xvfb);
  const displayNumber = await new Promise<string>((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.once('exit', () => reject(new Error(`Xvfb exited: ${display.stderr()}`)));
  });
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: `:${displayNumber}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const webDriver = watch(driver);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await webDriver.stop();
    await display.stop();
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (driver.exitCode !== null) {
      await stop();
      throw new Error(`WebKitWebDriver exited: ${webDriver.stderr()}`);
    }
    const ready = await fetch(`${url}/status`)
      .then(async (response) => ((await response.json()) as { value?: { ready?: boolean } }).value?.ready === true)
      .catch(() => false);
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`WebKitWebDriver did not answer on ${url}: ${webDriver.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A WebKit session, kept for the worker's tests of one device. */
interface Session {
  driver: WebDriver;
  device: Device;
  /**
   * WebKitWebDriver 2.50 takes a wheel action's deltaY as a position: each wheel event it
   * dispatches carries the difference from the session's previous wheel action. The running
   * total is kept here, and each action asks for the total after its turn.
   */
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

  async holdBack(path: RegExp) {
    const hold = this.proxy.holdBack(path);
    return { release: async () => hold.release() };
  }

  async navigate(path: string) {
    await this.evaluate((url: string) => window.location.assign(url), path);
  }

  async back() {
    await this.driver.navigate().back();
  }

  async forward() {
    await this.driver.navigate().forward();
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
 * WebKit for a worker: a WebKitWebDriver (it serves one session at a time) and a session for each
 * device the worker's tests ask for, started on first use and kept, so a test never waits for a
 * browser to quit and start. A new page starts at BLANK_PATH, a document of the site without the
 * shell, with cookies and storage cleared.
 */
export async function startWebKit(siteOrigin: string): Promise<Engine> {
  const proxy = await startProbeProxy(siteOrigin);
  const started = new Map<Device, { driver: WebKitDriver; session: Session }>();
  return {
    async newPage(device) {
      let running = started.get(device);
      if (!running) {
        const driver = await startWebKitDriver();
        running = {
          driver,
          session: await newSession(driver, proxy, device).catch(async (error: unknown) => {
            await driver.stop();
            throw error;
          }),
        };
        started.set(device, running);
      }
      const { session } = running;
      await session.driver.get(new URL(BLANK_PATH, siteOrigin).href);
      await session.driver.manage().deleteAllCookies();
      await session.driver.executeScript(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      return new WebKitPage(session, proxy, siteOrigin);
    },
    async stop() {
      for (const { driver, session } of started.values()) {
        await session.driver.quit();
        await driver.stop();
      }
      await proxy.close();
    },
  };
}
