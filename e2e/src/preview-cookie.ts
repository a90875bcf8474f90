/**
 * The preview cookie of a staged candidate (issue 40): its preview link opened once in a browser,
 * as a person would, following the redirect; the cookies the link's own answer set are kept in a
 * storage-state file that every browser context of the run loads. What the landing page sets (its
 * language cookie) is left out, so each test still starts as a new visitor.
 */
import fs from 'node:fs';
import type { Browser, Response } from '@playwright/test';
import { shownLink } from './run-arguments';

export interface PreviewCookies {
  /** The HTTP status of the link's own answer. */
  status: number;
  /** The names of the cookies kept. */
  names: string[];
}

const cookieNameOf = (setCookie: string) => setCookie.split('=', 1)[0]?.trim() ?? '';

/** Opens `link` in a new context of `browser` and writes the cookies its answer set to `stateFile`. */
export async function savePreviewCookies(browser: Browser, link: string, stateFile: string): Promise<PreviewCookies> {
  const shown = shownLink(link);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The link's own answer, the first of the navigation: a redirect, or an error the browser may
    // report as a failed navigation (an empty 404) rather than as a page.
    let answer: Response | undefined;
    page.on('response', (response) => {
      if (!answer && response.request().isNavigationRequest()) answer = response;
    });
    const failure = await page.goto(link, { waitUntil: 'commit' }).then(
      () => undefined,
      (error: Error) => error,
    );
    if (!answer) {
      // Playwright's message names the URL it opened, and the link's path or query is the grant.
      const reason = (failure?.message.split('\n')[0] ?? 'no answer').split(link).join(shown);
      throw new Error(`opening the preview link ${shown} failed: ${reason}`);
    }
    const status = answer.status();
    const headers = await answer.headersArray();
    const named = headers.filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
    const names = new Set(named.map(cookieNameOf));
    const cookies = (await context.cookies()).filter((cookie) => names.has(cookie.name));
    if (named.length === 0)
      throw new Error(`the preview link ${shown} answered ${status} and set no cookie: is it expired, or not staged?`);
    if (cookies.length === 0)
      throw new Error(
        `the preview link ${shown} answered ${status}, and the browser kept none of the cookies it set (refused, or cleared by the page it led to)`,
      );
    fs.writeFileSync(stateFile, JSON.stringify({ cookies, origins: [] }), { mode: 0o600 });
    return { status, names: cookies.map((cookie) => cookie.name) };
  } finally {
    await context.close();
  }
}
