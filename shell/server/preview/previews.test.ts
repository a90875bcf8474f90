/**
 * Previews through a real shell server (decision 069): a site with two sections, each with a
 * current release and a staged candidate whose server bundles render distinguishable markup; the
 * links, the cookie, the documents composed of the candidates, and what nobody else sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
  manifestOfRelease,
  SERVER_ENTRY_CONTRACT,
  type Registry,
  type RegistryEntry,
} from '@site/shared-contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { version as reactVersion } from 'react';
import { loadShellConfig } from '../config';
import { copyRelease, releaseEntry, writeRegistry } from '../registry';
import { ABOUT_MANIFEST, createTestSite, SHELL_BUILD, stateOf, type TestSite } from '../test-support/site';
import { DEFAULT_PREVIEW_HOURS, previewLinkPath, previewSecretOf, type PreviewGrant } from '.';
import { PREVIEW_COOKIE } from './preview-cookie';
import { INVALID_LINK_TEXT } from './preview-routes';
import { signPreviewCookie } from './preview-token';

const SECRET = 'a-preview-secret-of-the-tests-0123456789';
const HOUR_MS = 3_600_000;

const X_ROUTE = { path: '/x/page', name: 'x-page', layout: 'default', background: 'backgrounds/about.svg', data: [] };
const ONLY_IN_CANDIDATE = { ...X_ROUTE, path: '/about/only-in-candidate', name: 'about-only-in-candidate' };
const CANDIDATE_MENU_TITLE = '关于我们（候选）';

/** `signed` with the character at `index` changed. */
const tamper = (signed: string, index: number) =>
  `${signed.slice(0, index)}${signed[index] === 'A' ? 'B' : 'A'}${signed.slice(index + 1)}`;

const serverBundle = (markup: string) =>
  `module.exports = { contract: ${JSON.stringify(SERVER_ENTRY_CONTRACT)}, reactVersion: ${JSON.stringify(
    reactVersion,
  )}, render: () => '<p>${markup}</p>' };`;

/** Each release's build: its route manifest and a server bundle that renders its own name. */
const BUILDS = {
  'mfe-about': {
    v1: { routes: ABOUT_MANIFEST, markup: 'about-current-render' },
    v2: {
      routes: {
        ...ABOUT_MANIFEST,
        routes: [...ABOUT_MANIFEST.routes, ONLY_IN_CANDIDATE],
        menu: ABOUT_MANIFEST.menu.map((entry) => ({ ...entry, title: { ...entry.title, s: CANDIDATE_MENU_TITLE } })),
      },
      markup: 'about-candidate-render',
    },
  },
  'mfe-x': {
    v1: { routes: { section: 'mfe-x', routes: [X_ROUTE] }, markup: 'x-current-render' },
    v2: { routes: { section: 'mfe-x', routes: [X_ROUTE] }, markup: 'x-candidate-render' },
  },
} as const;

describe('previews', () => {
  let site: TestSite;
  let app: FastifyInstance;

  /** Copies a build into its release folder; its entry with render limits a loaded machine meets. */
  function releaseFolder(section: keyof typeof BUILDS, version: 'v1' | 'v2'): RegistryEntry {
    const { routes, markup } = BUILDS[section][version];
    const build = path.join(site.folder, 'builds', section, version);
    for (const [file, text] of Object.entries({
      'client/mf-manifest.json': '{}',
      'client/routes.json': JSON.stringify(routes),
      'server/server.js': serverBundle(markup),
    })) {
      fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
      fs.writeFileSync(path.join(build, file), text);
    }
    copyRelease(site.releasesDir, section, build, version);
    const entry = releaseEntry(site.releasesDir, section, version);
    return entry.server ? { ...entry, server: { ...entry.server, firstRenderTimeoutMs: 10_000 } } : entry;
  }

  const grant = (section: string, version = 'v2', expiresAt = Date.now() + HOUR_MS): PreviewGrant => ({
    section,
    version,
    expiresAt,
  });
  const cookieHeader = (value: string) => ({ cookie: `${PREVIEW_COOKIE}=${value}` });
  const previewCookie = (...grants: PreviewGrant[]) => cookieHeader(signPreviewCookie(SECRET, grants));
  const setCookieOf = (response: LightMyRequestResponse) => [response.headers['set-cookie'] ?? []].flat();
  const previewSetCookie = (response: LightMyRequestResponse) =>
    setCookieOf(response).find((cookie) => cookie.startsWith(`${PREVIEW_COOKIE}=`));
  const valueOf = (setCookie: string | undefined) => setCookie?.match(new RegExp(`^${PREVIEW_COOKIE}=([^;]*)`))?.[1];
  const versionIn = (response: LightMyRequestResponse, section: string) =>
    stateOf(response.body).registry.sections[section]?.version;

  beforeAll(async () => {
    site = createTestSite('shell-previews', SHELL_BUILD);
    const registry: Registry = {
      sections: { 'mfe-about': releaseFolder('mfe-about', 'v1'), 'mfe-x': releaseFolder('mfe-x', 'v1') },
      candidates: {
        'mfe-about': { entry: releaseFolder('mfe-about', 'v2'), stagedAt: '2026-11-28T09:00:00.000Z' },
        'mfe-x': { entry: releaseFolder('mfe-x', 'v2'), stagedAt: '2026-11-28T09:05:00.000Z' },
      },
    };
    expect(registry.candidates?.['mfe-about']?.entry.server?.firstRenderTimeoutMs).toBeGreaterThan(
      DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
    );
    writeRegistry(site.releasesDir, registry);
    app = await site.server({ PREVIEW_SECRET: SECRET });
  });

  afterAll(() => site.remove());

  describe('a preview link', () => {
    it("sets the cookie (HttpOnly, SameSite=Lax, Path=/, Max-Age to its expiry) and sends the browser to the section's landing page", async () => {
      const expiresAt = Date.now() + 2 * HOUR_MS;
      const response = await app.inject({ url: previewLinkPath(SECRET, grant('mfe-about', 'v2', expiresAt)) });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/about/introduce');
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = previewSetCookie(response);
      expect(cookie).toMatch(
        new RegExp(
          `^${PREVIEW_COOKIE}=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}; Max-Age=(\\d+); Path=/; SameSite=Lax; HttpOnly$`,
        ),
      );
      const maxAge = Number(cookie?.match(/Max-Age=(\d+)/)?.[1]);
      expect(Math.abs(maxAge - 2 * 3600)).toBeLessThanOrEqual(5);
    });

    it('lands an English visitor on the /en page at once', async () => {
      const response = await app.inject({
        url: previewLinkPath(SECRET, grant('mfe-x')),
        headers: { cookie: 'zh_choose=e' },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/en/x/page');
    });

    it('marks the cookie Secure when the site is served over HTTPS: PUBLIC_ORIGIN, or the protocol behind TRUST_PROXY', async () => {
      const link = previewLinkPath(SECRET, grant('mfe-x'));
      const byOrigin = await site.server({ PREVIEW_SECRET: SECRET, PUBLIC_ORIGIN: 'https://www.example.com' });
      expect(previewSetCookie(await byOrigin.inject({ url: link }))).toMatch(/; HttpOnly; Secure$/);
      const byProxy = await site.server({ PREVIEW_SECRET: SECRET, TRUST_PROXY: '1' });
      const proxied = await byProxy.inject({ url: link, headers: { 'x-forwarded-proto': 'https' } });
      expect(previewSetCookie(proxied)).toMatch(/; HttpOnly; Secure$/);
      expect(previewSetCookie(await app.inject({ url: link }))).not.toContain('Secure');
    });

    it('adds its grant to a cookie holding another section’s, replacing the same section’s', async () => {
      const opened = await app.inject({
        url: previewLinkPath(SECRET, grant('mfe-x')),
        headers: previewCookie(grant('mfe-about'), grant('mfe-x', 'v2', Date.now() + 5 * HOUR_MS)),
      });
      // Kept until the latest grant expires: the link's hour, not the replaced grant's five.
      const maxAge = Number(previewSetCookie(opened)?.match(/Max-Age=(\d+)/)?.[1]);
      expect(Math.abs(maxAge - 3600)).toBeLessThanOrEqual(5);
      const both = cookieHeader(valueOf(previewSetCookie(opened)) ?? '');
      const document = await app.inject({ url: '/x/page', headers: both });
      expect(stateOf(document.body).preview).toEqual([
        { section: 'mfe-about', version: 'v2' },
        { section: 'mfe-x', version: 'v2' },
      ]);
    });

    it.each([
      ['expired', () => previewLinkPath(SECRET, grant('mfe-about', 'v2', Date.now() - 1000))],
      ['signed with another secret', () => previewLinkPath(`${SECRET}-other`, grant('mfe-about'))],
      ['for a version that is not the candidate', () => previewLinkPath(SECRET, grant('mfe-about', 'v1'))],
      ['for a section with no candidate', () => previewLinkPath(SECRET, grant('mfe-news'))],
      ['garbage', () => '/_preview/not-a-token'],
      ['tampered', () => tamper(previewLinkPath(SECRET, grant('mfe-about')), 20)],
    ])('answers a link (%s) with a short 400 that echoes nothing and sets no cookie', async (_case, link) => {
      const url = link();
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(INVALID_LINK_TEXT);
      expect(response.headers['set-cookie']).toBeUndefined();
      const token = url.slice('/_preview/'.length);
      expect(response.body).not.toContain(token);
    });

    it('is signed with the secret kept beside the releases folder when PREVIEW_SECRET is unset', async () => {
      // What the release command does: the same configuration, another process's view of it.
      const commandSecret = previewSecretOf(loadShellConfig({ RELEASES_DIR: site.releasesDir }));
      const local = await site.server();
      expect(commandSecret).not.toBeNull();
      const response = await local.inject({ url: previewLinkPath(commandSecret ?? '', grant('mfe-x')) });
      expect(response.statusCode).toBe(302);
      expect(fs.statSync(path.join(site.folder, 'preview-secret')).mode & 0o777).toBe(0o600);
    });

    it('lasts DEFAULT_PREVIEW_HOURS unless the command says otherwise', () => {
      expect(DEFAULT_PREVIEW_HOURS).toBe(24);
    });
  });

  describe('a document', () => {
    it('with a valid cookie serves the candidate: its registry entry, its server render, its routes and menu, and a banner', async () => {
      const response = await app.inject({ url: '/about/introduce', headers: previewCookie(grant('mfe-about')) });
      expect(response.statusCode).toBe(200);
      const state = stateOf(response.body);
      const entry = state.registry.sections['mfe-about'];
      expect(entry?.version).toBe('v2');
      expect(entry && manifestOfRelease('mfe-about', entry)).toBe('/releases/mfe-about/v2/client/mf-manifest.json');
      expect(response.body).toContain('data-release="v2"');
      expect(response.body).toContain('<p>about-candidate-render</p>');
      expect(response.body).not.toContain('about-current-render');
      // Its tables are embedded: the site's file is the current releases'.
      expect(state.routes?.['mfe-about']?.map((route) => route.path)).toContain(ONLY_IN_CANDIDATE.path);
      expect(JSON.stringify(state.menu)).toContain(CANDIDATE_MENU_TITLE);
      expect(state.preview).toEqual([{ section: 'mfe-about', version: 'v2' }]);
      expect(response.body).toMatch(
        /<aside class="shell-preview-banner" aria-label="预览"><span>预览：mfe-about 的候选版本 v2，仅本浏览器可见<\/span><a class="shell-preview-banner__leave" href="\/_preview\/leave">退出预览<\/a><\/aside>/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['set-cookie']).toBeUndefined();
      const candidateOnly = await app.inject({
        url: ONLY_IN_CANDIDATE.path,
        headers: previewCookie(grant('mfe-about')),
      });
      expect(candidateOnly.statusCode).toBe(200);
    });

    it('shows the banner in the language of the page', async () => {
      const english = await app.inject({ url: '/en/x/page', headers: previewCookie(grant('mfe-x')) });
      expect(english.body).toContain('<span>Preview: candidate v2 of mfe-x, in this browser only</span>');
      expect(english.body).toContain('>Leave the preview</a>');
      const traditional = await app.inject({
        url: '/x/page',
        headers: { cookie: `zh_choose=t; ${PREVIEW_COOKIE}=${signPreviewCookie(SECRET, [grant('mfe-x')])}` },
      });
      expect(traditional.body).toContain('<span>預覽：mfe-x 的候選版本 v2，僅本瀏覽器可見</span>');
    });

    it('without a cookie serves the current release, and the candidate only routes are unknown', async () => {
      const response = await app.inject({ url: '/about/introduce' });
      expect(versionIn(response, 'mfe-about')).toBe('v1');
      expect(response.body).toContain('<p>about-current-render</p>');
      expect(response.body).not.toContain('shell-preview-banner');
      expect(stateOf(response.body).preview).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect((await app.inject({ url: ONLY_IN_CANDIDATE.path })).statusCode).toBe(404);
    });

    it.each([
      ['tampered', () => tamper(signPreviewCookie(SECRET, [grant('mfe-about')]), 10)],
      ['expired', () => signPreviewCookie(SECRET, [grant('mfe-about', 'v2', Date.now() - 1000)])],
      ['not the candidate', () => signPreviewCookie(SECRET, [grant('mfe-about', 'v0-promoted-since')])],
      ['signed with another secret', () => signPreviewCookie(`${SECRET}-other`, [grant('mfe-about')])],
      ['garbage', () => 'not-a-cookie'],
    ])('with a cookie (%s) serves the current release and clears the cookie', async (_case, value) => {
      const response = await app.inject({ url: '/about/introduce', headers: cookieHeader(value()) });
      expect(response.statusCode).toBe(200);
      expect(versionIn(response, 'mfe-about')).toBe('v1');
      expect(response.body).toContain('<p>about-current-render</p>');
      expect(response.body).not.toContain('shell-preview-banner');
      expect(previewSetCookie(response)).toBe(`${PREVIEW_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly`);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('keeps the grants that hold and sends the cookie back without the others', async () => {
      const response = await app.inject({
        url: '/x/page',
        headers: previewCookie(grant('mfe-about', 'v2', Date.now() - 1000), grant('mfe-x')),
      });
      expect(versionIn(response, 'mfe-about')).toBe('v1');
      expect(versionIn(response, 'mfe-x')).toBe('v2');
      const again = await app.inject({
        url: '/x/page',
        headers: cookieHeader(valueOf(previewSetCookie(response)) ?? ''),
      });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(stateOf(again.body).preview).toEqual([{ section: 'mfe-x', version: 'v2' }]);
    });

    it('previews two sections at once, each its candidate', async () => {
      const headers = previewCookie(grant('mfe-about'), grant('mfe-x'));
      const about = await app.inject({ url: '/about/introduce', headers });
      const x = await app.inject({ url: '/x/page', headers });
      for (const response of [about, x]) {
        expect(versionIn(response, 'mfe-about')).toBe('v2');
        expect(versionIn(response, 'mfe-x')).toBe('v2');
        expect(response.body.match(/<span>预览：/g)).toHaveLength(2);
      }
      expect(about.body).toContain('<p>about-candidate-render</p>');
      expect(x.body).toContain('<p>x-candidate-render</p>');
    });

    it('of a preview never enters the document cache: the next visitor gets the current release', async () => {
      const fresh = await site.server({ PREVIEW_SECRET: SECRET });
      const previewed = await fresh.inject({ url: '/x/page', headers: previewCookie(grant('mfe-x')) });
      expect(previewed.body).toContain('<p>x-candidate-render</p>');
      expect(fresh.documentCache.stats().entries).toBe(0);
      const plain = await fresh.inject({ url: '/x/page' });
      expect(versionIn(plain, 'mfe-x')).toBe('v1');
      expect(plain.body).toContain('<p>x-current-render</p>');
      expect(fresh.documentCache.stats().entries).toBe(1);
      // Nor is a kept document served to a preview.
      const previewedAgain = await fresh.inject({ url: '/x/page', headers: previewCookie(grant('mfe-x')) });
      expect(versionIn(previewedAgain, 'mfe-x')).toBe('v2');
      expect(previewedAgain.headers['server-timing']).not.toContain('document cache');
    });
  });

  describe('leaving', () => {
    it("takes one section's grant out of the cookie and sends the browser home", async () => {
      const response = await app.inject({
        url: '/_preview/leave?section=mfe-about',
        headers: previewCookie(grant('mfe-about'), grant('mfe-x')),
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.headers['cache-control']).toBe('no-store');
      const left = await app.inject({
        url: '/x/page',
        headers: cookieHeader(valueOf(previewSetCookie(response)) ?? ''),
      });
      expect(stateOf(left.body).preview).toEqual([{ section: 'mfe-x', version: 'v2' }]);
    });

    it('clears the whole cookie without a section', async () => {
      const response = await app.inject({ url: '/_preview/leave', headers: previewCookie(grant('mfe-about')) });
      expect(response.statusCode).toBe(302);
      expect(previewSetCookie(response)).toBe(`${PREVIEW_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly`);
    });
  });

  describe('what no one else sees', () => {
    it('/registry.json names each section’s current release and no candidate', async () => {
      const response = await app.inject({ url: '/registry.json', headers: previewCookie(grant('mfe-about')) });
      expect(Object.keys(response.json())).toEqual(['sections']);
      expect(response.body).not.toContain('v2');
    });

    it('robots.txt keeps crawlers away from preview links', async () => {
      expect((await app.inject({ url: '/robots.txt' })).body.split('\n')).toContain('Disallow: /_preview/');
    });

    it('a production server without PREVIEW_SECRET answers no preview address and honours no cookie', async () => {
      const production = await site.server({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.com' });
      for (const url of [previewLinkPath(SECRET, grant('mfe-about')), '/_preview/leave']) {
        const response = await production.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      const document = await production.inject({ url: '/about/introduce', headers: previewCookie(grant('mfe-about')) });
      expect(versionIn(document, 'mfe-about')).toBe('v1');
      expect(document.headers['set-cookie']).toBeUndefined();
    });
  });
});
