/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi. Page errors and console
 * errors arrive as BiDi log events (puppeteer's `pageerror` and `console`).
 */
import puppeteer, { type BrowserContext, type Page } from 'puppeteer-core';
import {
  DEVICES,
  renderingOf,
  shellHydrated,
  type Device,
  type DocumentAnswer,
  type Engine,
  type EnginePage,
} from './engine-page';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

class FirefoxPage implements EnginePage {
  readonly engine = 'firefox';
  private tab: Page | null = null;
  private readonly errors: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    readonly device: Device,
    private readonly baseURL: string,
  ) {}

  private get page(): Page {
    if (!this.tab) throw new Error('firefox: open an address first');
    return this.tab;
  }

  /**
   * Each address opens in a fresh tab of the test's browser context (same cookies). A second
   * `browsingContext.navigate` in one tab while the first document still fetches (the shell
   * prefetches the other sections when idle) is reported as NS_BINDING_ABORTED by Firefox's
   * BiDi, or resolves with no response: the tab is replaced rather than navigated.
   */
  async open(path: string): Promise<DocumentAnswer> {
    await this.tab?.close();
    const tab = await this.context.newPage();
    this.tab = tab;
    tab.on('pageerror', (error) =>
      this.errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
    );
    tab.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`console.error: ${message.text()}`);
    });
    const { width, height, userAgent } = DEVICES[this.device];
    await tab.setViewport({ width, height });
    if (userAgent) await tab.setUserAgent({ userAgent });
    const response = await tab.goto(new URL(path, this.baseURL).href);
    if (!response) throw new Error(`firefox: no response for ${path}`);
    await shellHydrated(this);
    return { url: tab.url(), status: response.status(), rendering: renderingOf(response.headers()['server-timing']) };
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<Awaited<R>>;
  }

  hover(selector: string) {
    return this.page.hover(selector);
  }

  click(selector: string) {
    return this.page.click(selector);
  }

  async wheel(at: { x: number; y: number }, deltaYs: readonly number[]) {
    await this.page.mouse.move(at.x, at.y);
    for (const deltaY of deltaYs) await this.page.mouse.wheel({ deltaY });
  }

  async back() {
    await this.page.goBack();
  }

  async cookie(name: string) {
    return (await this.page.cookies()).find((cookie) => cookie.name === name)?.value;
  }

  async screenshot(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  async problems() {
    return [...this.errors];
  }

  async close() {
    await this.context.close();
  }
}

/** Firefox for a worker; each page is a browser context of its own (its own cookies and storage). */
export async function startFirefox(siteOrigin: string): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  return {
    newPage: async (device) => new FirefoxPage(await browser.createBrowserContext(), device, siteOrigin),
    stop: () => browser.close(),
  };
}
