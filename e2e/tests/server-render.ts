/**
 * Shared by the server-rendering specs: concrete URLs for every route the landed sections
 * declare, the check that a document's section was rendered by the server, and fault releases
 * of a section made from its current release (for *.release.spec.ts only: see e2e/README.md).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_RELEASES_DIR } from './e2e-env';

interface Registry {
  sections: Record<string, { version: string; routes: string; server?: { entry: string } }>;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** An id the content API knows for each `:id` pattern. */
async function exampleIds(request: APIRequestContext): Promise<Record<string, string>> {
  const data = async <T>(url: string) => (await json<{ data: T }>(request, url)).data;
  const [stories, team, news, research, positions, product] = await Promise.all([
    data<{ id: number }[]>('/api/web/story/list?languageType=1'),
    data<{ id: number }[]>('/api/web/team/list?languageType=1'),
    data<{ list: { id: number }[] }>('/api/web/news/list?type=dynamic&languageType=1'),
    data<{ list: { id: number }[] }>('/api/web/news/list?type=research&languageType=1'),
    data<{ list: { id: number }[] }>('/api/web/recruit/social/list?languageType=1'),
    data<{ views: { id: number }[] }>('/api/web/category/self/detail?id=DataAnalysis&languageType=1'),
  ]);
  const first = (items: { id: number }[]) => String(items[0]?.id ?? 'missing');
  return {
    '/about/story/:id': first(stories),
    '/about/team/:id': first(team.slice(1)),
    '/m/about/team/:id': first(team.slice(1)),
    '/news/dynamic/:id': first(news.list),
    '/m/news/dynamic/:id': first(news.list),
    '/news/research/:id': first(research.list),
    '/contact/join/postDetail/:id?': first(positions.list),
    '/product/view/:id?': first(product.views),
    '/m/product/view/:id?': first(product.views),
  };
}

export interface SectionRoute {
  section: string;
  pattern: string;
  url: string;
}

interface ManifestRoute {
  path: string;
  validate?: Record<string, { oneOf?: string[] }>;
}

/** A value for the `:name` parameter of a pattern: the first its manifest allows, or a real id. */
function exampleValue(route: ManifestRoute, name: string, ids: Record<string, string>): string {
  const value = route.validate?.[name]?.oneOf?.[0] ?? (name === 'id' ? ids[route.path] : undefined);
  if (!value) throw new Error(`no example for :${name} in ${route.path}: add one to e2e/tests/server-render.ts`);
  return value;
}

/**
 * Every route of every section the registry names, with a real value where the pattern has a
 * parameter (and once without it where it is optional); a pattern this file cannot fill in fails
 * the test, so a new route is never left unchecked.
 */
export async function landedRoutes(request: APIRequestContext): Promise<SectionRoute[]> {
  const registry = await json<Registry>(request, '/registry.json');
  const ids = await exampleIds(request);
  const routes: SectionRoute[] = [];
  for (const [section, entry] of Object.entries(registry.sections)) {
    const manifest = await json<{ routes: ManifestRoute[] }>(request, entry.routes);
    for (const route of manifest.routes) {
      const pattern = route.path;
      routes.push({
        section,
        pattern,
        url: pattern.replace(/\/:(\w+)\??/g, (_match, name: string) => `/${exampleValue(route, name, ids)}`),
      });
      if (/\/:\w+\?/.test(pattern)) routes.push({ section, pattern, url: pattern.replace(/\/:\w+\?/g, '') || '/' });
    }
  }
  return routes;
}

export function isMobileRoute(route: SectionRoute): boolean {
  return route.url === '/m' || route.url.startsWith('/m/');
}

function releasesModule(): {
  publishRelease(releasesDir: string, section: string, buildDir: string, version: string): string;
  rollbackRelease(releasesDir: string, section: string): string;
} {
  // The registry's own writer: releases are made as the release command makes them.
  return createRequire(__filename)('@site/shell/server/registry');
}

/**
 * Releases a copy of the section's current release whose server bundle is changed by `patch`:
 * code appended to server.js that may replace `module.exports` (webpack's exports are getters,
 * so `{ ...module.exports, render }` rather than an assignment to `render`). Returns the version.
 */
export async function releaseWithServerPatch(
  request: APIRequestContext,
  section: string,
  name: string,
  patch: string,
): Promise<string> {
  const registry = await json<Registry>(request, '/registry.json');
  const current = registry.sections[section];
  if (!current) throw new Error(`${section} is not released`);
  const build = fs.mkdtempSync(path.join(os.tmpdir(), `${section}-${name}-`));
  fs.cpSync(path.join(E2E_RELEASES_DIR, section, current.version), build, { recursive: true });
  fs.appendFileSync(path.join(build, 'server', 'server.js'), `\n${patch}\n`);
  const version = `${current.version}-${name}-${Date.now()}`;
  releasesModule().publishRelease(E2E_RELEASES_DIR, section, build, version);
  fs.rmSync(build, { recursive: true, force: true });
  return version;
}

export function rollBack(section: string): string {
  return releasesModule().rollbackRelease(E2E_RELEASES_DIR, section);
}

const SECTION = '#section-slot .shell-section';

/**
 * The document's section was rendered by the server. Checked before any markup, so a fallback
 * to the browser fails with its reason (`client: timeout`, with the details in the server's log), not as a missing
 * element.
 */
export function expectServerRendered(document: { headers(): Record<string, string> } | null, url: string) {
  const timing = document?.headers()['server-timing'] ?? '';
  const how = /(?:^|,\s*)ssr;desc="([^"]*)"/.exec(timing)?.[1] ?? `no ssr entry in Server-Timing "${timing}"`;
  expect(how, `${url}: how the server rendered the section`).toBe('server');
}

/** Without JavaScript: the route's document carries the section's heading and text. */
export async function expectServerContent(page: Page, route: SectionRoute) {
  const response = await page.goto(route.url);
  expect(response?.status(), route.url).toBe(200);
  expectServerRendered(response, route.url);
  const section = page.locator(SECTION);
  await expect(section, route.url).toHaveAttribute('data-ssr', '1');
  await expect(section.locator('h1, h2').first(), route.url).toBeVisible();
  expect((await section.innerText()).trim().length, route.url).toBeGreaterThan(60);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * With JavaScript: the page hydrates (a mismatch is a page error, which fails the test), and the
 * settled page's heading and every link of the section were already in the server's HTML.
 */
export async function expectHydratedLikeServer(page: Page, request: APIRequestContext, route: SectionRoute) {
  await page.goto(route.url);
  const section = page.locator(SECTION).filter({ has: page.locator('h1, h2') });
  await expect(section, route.url).toHaveCount(1);
  await expect(section, route.url).not.toHaveAttribute('data-ssr', '1');
  await page.waitForLoadState('networkidle');
  const heading = (await section.locator('h1, h2').first().innerText()).trim();
  const hrefs = await section.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const document = await request.get(route.url, { headers: { 'user-agent': userAgent } });
  expectServerRendered(document, route.url);
  const html = await document.text();
  expect(html, route.url).toContain(escapeText(heading).split('\n')[0]);
  for (const href of hrefs) expect(html, `${route.url} links ${href}`).toContain(`href="${escapeText(href ?? '')}"`);
}
