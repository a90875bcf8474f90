/**
 * What a test of the engine suite does with a page, the same in Firefox (puppeteer over WebDriver
 * BiDi) and in WebKitGTK (selenium-webdriver over W3C WebDriver): each test is written once and
 * runs in both engines (decision 033).
 */

export type EngineName = 'firefox' | 'webkit';

/**
 * A document of the site without the shell (JSON, shown as text), where a test's page starts:
 * cookies of the site can be cleared there, and a navigation from it meets no script of the site's.
 */
export const BLANK_PATH = '/registry.json';

export type Device = 'desktop' | 'phone';

export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The viewport of each device; a phone also says so in its user agent, which routes it to /m. */
export const DEVICES: Record<Device, { width: number; height: number; userAgent?: string }> = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844, userAgent: IPHONE_USER_AGENT },
};

/** The document the browser ended at after opening an address (after any redirect). */
export interface DocumentAnswer {
  url: string;
  status: number;
  /** How the server rendered the section: `server`, or `client: <reason>` (Server-Timing `ssr`). */
  rendering: string;
}

export interface EnginePage {
  readonly engine: EngineName;
  readonly device: Device;
  /** Opens an address of the site and resolves once the shell has hydrated the document. */
  open(path: string): Promise<DocumentAnswer>;
  /** Runs a function in the page; it is sent as source, so it may use only its arguments. */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Moves the mouse over the centre of the element. */
  hover(selector: string): Promise<void>;
  /** Clicks the centre of the element with the mouse. */
  click(selector: string): Promise<void>;
  /** Turns the mouse wheel at a point of the viewport, once per delta, one right after another. */
  wheel(at: { x: number; y: number }, deltaYs: readonly number[]): Promise<void>;
  /**
   * Holds back the site's answers to requests whose path matches, until released, as a slow
   * network would: a test's click can then meet a page whose scripts have not run.
   */
  holdBack(path: RegExp): Promise<{ release(): Promise<void> }>;
  /** Starts loading an address from the page's script, as a link would, without waiting for it. */
  navigate(path: string): Promise<void>;
  /** Goes one step back in the session history. */
  back(): Promise<void>;
  /** Goes one step forward in the session history. */
  forward(): Promise<void>;
  cookie(name: string): Promise<string | undefined>;
  screenshot(file: string): Promise<void>;
  /** Uncaught errors, unhandled rejections and console errors of every document opened so far. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** One engine started for a worker; each test opens its pages with it. */
export interface Engine {
  /** A page with no cookies or storage from an earlier test. */
  newPage(device: Device): Promise<EnginePage>;
  stop(): Promise<void>;
}

/** The `ssr` entry of a document's Server-Timing header. */
export function renderingOf(serverTiming: string | undefined): string {
  const timing = serverTiming ?? '';
  return /(?:^|,\s*)ssr;desc="([^"]*)"/.exec(timing)?.[1] ?? `no ssr entry in Server-Timing "${timing}"`;
}

/**
 * Waits until a function run in the page returns true. A run that throws (the page is between
 * documents) counts as false; the last error is in the message when time runs out.
 */
export async function waitInPage<A extends unknown[]>(
  page: EnginePage,
  what: string,
  predicate: (...args: A) => boolean,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + 10_000;
  let lastError: unknown;
  for (;;) {
    try {
      if (await page.evaluate(predicate, ...args)) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last: ${lastError.message})` : '';
      throw new Error(`${page.engine}: timed out waiting for ${what}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The shell has hydrated the document (at once for a document without the shell). */
export function shellHydrated(page: EnginePage): Promise<void> {
  return waitInPage(
    page,
    'html[data-shell-hydrated]',
    () => !document.getElementById('shell-root') || document.documentElement.hasAttribute('data-shell-hydrated'),
  );
}

/**
 * The active section has mounted: it took over the server's markup (its container loses the
 * mark) and shows its heading, which it returns. A container left empty by a language switch
 * within the section stays beside the new one, so the one with a heading is the active one.
 */
export async function sectionMounted(page: EnginePage): Promise<string> {
  await waitInPage(page, 'the section to mount', () => {
    const sections = Array.from(document.querySelectorAll('#section-slot .shell-section'));
    const active = sections.find((section) => section.querySelector('h1') !== null);
    return active !== undefined && sections.every((section) => !section.hasAttribute('data-ssr'));
  });
  return page.evaluate(() => document.querySelector('#section-slot .shell-section h1')?.textContent?.trim() ?? '');
}
