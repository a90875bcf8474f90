/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi. Page errors and console
 * errors arrive as BiDi log events (puppeteer's `pageerror` and `console`).
 */
import puppeteer, { type BrowserContext, type HTTPRequest, type Page } from 'puppeteer-core';
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

  /** Each address opens in the page's tab, as a visitor types it (the first opens the tab). */
  async open(path: string): Promise<DocumentAnswer> {
    const tab = this.tab ?? (await this.newTab());
    const response = await tab.goto(new URL(path, this.baseURL).href);
    if (!response) throw new Error(`firefox: no response for ${path}`);
    await shellHydrated(this);
    return { url: tab.url(), status: response.status(), rendering: renderingOf(response.headers()['server-timing']) };
  }

  private async newTab(): Promise<Page> {
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
    return tab;
  }

  /** Before the test opened an address, the page is a document of the site without the shell. */
  private async startedTab(): Promise<Page> {
    if (this.tab) return this.tab;
    const tab = await this.newTab();
    await tab.goto(new URL(BLANK_PATH, this.baseURL).href);
    return tab;
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

  /** Every request of the tab is intercepted while a hold lasts; those that match wait for the release. */
  async holdBack(path: RegExp) {
    const tab = await this.startedTab();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const onRequest = (request: HTTPRequest) => {
      if (path.test(new URL(request.url()).pathname)) void released.then(() => request.continue());
      else void request.continue();
    };
    await tab.setRequestInterception(true);
    tab.on('request', onRequest);
    return {
      release: async () => {
        release();
        tab.off('request', onRequest);
        await tab.setRequestInterception(false);
      },
    };
  }

  async navigate(path: string) {
    await (await this.startedTab()).evaluate((url: string) => window.location.assign(url), path);
  }

  async back() {
    await this.page.goBack();
  }

  async forward() {
    await this.page.goForward();
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
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // JSON is shown as text, a plain document of the site's (BLANK_PATH), not in the JSON viewer.
    extraPrefsFirefox: { 'devtools.jsonview.enabled': false },
  });
  return {
    newPage: async (device) => new FirefoxPage(await browser.createBrowserContext(), device, siteOrigin),
    stop: () => browser.close(),
  };
}
