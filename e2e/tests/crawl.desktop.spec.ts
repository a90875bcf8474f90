/**
 * The whole site, as a crawler sees it: every page reachable from / and /m in the three
 * languages, on a desktop and on a phone, answers 200 — or a device or language 302 whose target
 * answers 200 — and so does every internal link on it. It reads the server's HTML only (the
 * links are server-rendered), so it reads the site and changes nothing.
 */
import type { APIRequestContext } from '@playwright/test';
import { IPHONE_UA, expect, test } from './fixtures';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** More pages than the site has, so a link loop (endless pagination) fails instead of running on. */
const MAX_PAGES = 1500;

const START = [
  { language: 's', device: 'desktop', path: '/' },
  { language: 't', device: 'desktop', path: '/' },
  { language: 'e', device: 'desktop', path: '/en' },
  { language: 's', device: 'mobile', path: '/m' },
  { language: 't', device: 'mobile', path: '/m' },
  { language: 'e', device: 'mobile', path: '/en/m' },
] as const;

interface Visit {
  status: number;
  /** Where a redirect leads, as a site path. */
  location?: string;
  links: string[];
}

/** The internal page links of a document: site paths with their query, without the fragment. */
function linksOf(html: string, base: string): string[] {
  const links = new Set<string>();
  for (const [, href = ''] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const decoded = href.replace(/&amp;/g, '&');
    if (!decoded.startsWith('/') || decoded.startsWith('//')) continue;
    const url = new URL(decoded, base);
    // Media files are not pages.
    if (url.pathname.startsWith('/api/')) continue;
    links.add(`${url.pathname}${url.search}`);
  }
  return [...links];
}

async function visit(request: APIRequestContext, path: string, headers: Record<string, string>): Promise<Visit> {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  const status = response.status();
  if (status === 301 || status === 302) {
    const target = new URL(response.headers().location ?? '', 'http://site.invalid');
    return { status, location: `${target.pathname}${target.search}`, links: [] };
  }
  const type = response.headers()['content-type'] ?? '';
  return { status, links: type.includes('text/html') ? linksOf(await response.text(), 'http://site.invalid') : [] };
}

test.describe('the whole site', () => {
  test.setTimeout(600_000);

  for (const start of START) {
    test(`every page reachable from ${start.path} (${start.language}, ${start.device}) and every link on it answers 200`, async ({
      playwright,
      baseURL,
    }) => {
      const request = await playwright.request.newContext({ baseURL });
      const headers = {
        'user-agent': start.device === 'mobile' ? IPHONE_UA : DESKTOP_UA,
        cookie: `zh_choose=${start.language}`,
      };
      const queue: string[] = [start.path];
      const seen = new Set<string>(queue);
      const broken: string[] = [];
      const foundOn = new Map<string, string>();
      let pages = 0;
      let startAnswer = '';

      while (queue.length > 0 && pages < MAX_PAGES) {
        const path = queue.shift() ?? '';
        pages += 1;
        let result = await visit(request, path, headers);
        if (pages === 1) startAnswer = `${result.status} ${result.location ?? ''} ${result.links.length} links`;
        // A device or language redirect is fine when it lands on a page that answers 200.
        if (result.location !== undefined) {
          const target = result.location;
          result = await visit(request, target, headers);
          if (result.location !== undefined || result.status !== 200) {
            broken.push(`${path} → ${target} answers ${result.status} (linked from ${foundOn.get(path) ?? 'start'})`);
            continue;
          }
        }
        if (result.status !== 200) {
          broken.push(`${path} answers ${result.status} (linked from ${foundOn.get(path) ?? 'start'})`);
          continue;
        }
        for (const link of result.links) {
          if (seen.has(link)) continue;
          seen.add(link);
          foundOn.set(link, path);
          queue.push(link);
        }
      }

      await request.dispose();
      expect(broken, 'internal links that do not answer 200').toEqual([]);
      expect(pages, 'pages crawled (fewer than the cap: the crawl ended by itself)').toBeLessThan(MAX_PAGES);
      // The crawl reached the site's sections, not only the home page.
      expect(
        seen.size,
        `pages found from ${start.path}: ${[...seen].join(' ')} (start: ${startAnswer})`,
      ).toBeGreaterThan(20);
    });
  }
});
