/**
 * What the shell server's tests share: a throwaway site folder (the shell's browser build, a
 * releases folder, the content database) with releases written by hand, so no webpack build is
 * needed; and the embedded state of a served document.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INITIAL_STATE_ELEMENT_ID } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from '../app';
import { BOOT_ELEMENT_ID, type BootFiles } from '../boot-loader';
import { loadShellConfig } from '../config';
import type { ContentGenerationReader } from '../document-cache';
import { FileRegistryStore, publishRelease, stageReleaseIn } from '../registry';
import type { EmbeddedState } from '../../src/boot/read-state';

/** The About section's introduce page, reading one company page. */
export const INTRODUCE_ROUTE = {
  path: '/about/introduce',
  name: 'about-introduce',
  layout: 'default',
  background: 'backgrounds/about.svg',
  data: [{ key: 'page', endpoint: '/api/web/page/detail', params: { key: 'introduce' } }],
};

const TEAM_ROUTE = {
  path: '/about/team/:id',
  name: 'about-team-id',
  layout: 'detail',
  background: 'backgrounds/about.svg',
  data: [{ key: 'member', endpoint: '/api/web/team/detail', params: { id: ':id' } }],
  validate: { id: { pattern: '[1-9][0-9]{0,8}' } },
};

/**
 * The About section's route manifest (routes.json) the server tests release: the introduce and
 * team pages on both devices, each naming the other as its counterpart, and its header entry.
 */
export const ABOUT_MANIFEST = {
  section: 'mfe-about',
  routes: [
    { ...INTRODUCE_ROUTE, counterpart: '/m/about/introduce' },
    { ...TEAM_ROUTE, counterpart: '/m/about/team/:id' },
    {
      ...INTRODUCE_ROUTE,
      path: '/m/about/introduce',
      name: 'm-about-introduce',
      layout: 'm-default',
      counterpart: '/about/introduce',
    },
    {
      ...TEAM_ROUTE,
      path: '/m/about/team/:id',
      name: 'm-about-team-id',
      layout: 'm-detail',
      counterpart: '/about/team/:id',
    },
  ],
  menu: [
    {
      key: 'about',
      order: 20,
      label: { s: '关于我们', t: '關於我們', e: 'About' },
      title: { s: '关于我们', t: '關於我們', e: 'About Us' },
    },
  ],
};

/** A build of the About section for the browser only (no server bundle): the documents cache its pages. */
export const ABOUT_CLIENT_BUILD = {
  'client/mf-manifest.json': '{}',
  'client/remoteEntry.js': '/* remote */',
  'client/routes.json': JSON.stringify(ABOUT_MANIFEST),
};

/** The same with a server bundle that renders nothing: the browser renders the section. */
export const ABOUT_BUILD = { ...ABOUT_CLIENT_BUILD, 'server/server.js': 'module.exports = {}' };

/** A browser build of the shell: one script, no stylesheet. */
export const SHELL_BUILD = {
  'assets.json': JSON.stringify({ js: ['main.abc.js'], css: [] }),
  'main.abc.js': '/* shell */',
};

/** For document routes tested without a database: content that never changes, and room for every document. */
export const UNCHANGING_CONTENT: ContentGenerationReader = { check: () => undefined, current: 0 };
export const DOCUMENT_CACHE_BYTES = 16 * 1024 * 1024;

function embeddedJson(html: string, id: string): unknown {
  const match = html.match(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`));
  if (!match?.[1]) throw new Error(`no embedded #${id}`);
  return JSON.parse(match[1]);
}

export function stateOf(html: string): EmbeddedState {
  return embeddedJson(html, INITIAL_STATE_ELEMENT_ID) as EmbeddedState;
}

/** What the document's boot loader starts once the page has painted. */
export function bootFilesOf(html: string): BootFiles {
  return embeddedJson(html, BOOT_ELEMENT_ID) as BootFiles;
}

export interface TestSite {
  folder: string;
  releasesDir: string;
  /** Writes a build of `files` (paths relative to the build, e.g. client/routes.json) and releases it. */
  release(section: string, version: string, files: Record<string, string>): void;
  /** The same, staged as the section's candidate (as `npm run release -- <section> --stage` does). */
  stage(section: string, version: string, files: Record<string, string>): Promise<void>;
  /** A shell server on this site, configured as the environment `env` would (silent logs by default). */
  server(env?: Record<string, string>): Promise<FastifyInstance>;
  /** Closes every server made here and deletes the folder. */
  remove(): Promise<void>;
}

/** A site folder whose shell build holds `shellFiles` (at least assets.json). */
export function createTestSite(name: string, shellFiles: Record<string, string>): TestSite {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const clientDir = path.join(folder, 'client');
  const releasesDir = path.join(folder, 'releases');
  const servers: FastifyInstance[] = [];
  const write = (dir: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
  };
  const build = (section: string, version: string, files: Record<string, string>) => {
    const dir = path.join(folder, 'builds', section, version);
    write(dir, files);
    return dir;
  };
  write(clientDir, shellFiles);
  return {
    folder,
    releasesDir,
    release(section, version, files) {
      publishRelease(releasesDir, section, build(section, version, files), version);
    },
    async stage(section, version, files) {
      await stageReleaseIn(
        new FileRegistryStore(releasesDir),
        releasesDir,
        section,
        build(section, version, files),
        version,
      );
    },
    async server(env = {}) {
      const app = await buildShellServer({
        ...loadShellConfig({
          LOG_LEVEL: 'silent',
          DATABASE_FILE: path.join(folder, 'content.db'),
          RELEASES_DIR: releasesDir,
          ...env,
        }),
        clientDir,
        // The shell's own public folder (the configuration finds it from the built server's folder).
        publicDir: path.resolve(__dirname, '..', '..', 'public'),
      });
      servers.push(app);
      await app.ready();
      return app;
    },
    async remove() {
      await Promise.all(servers.map((app) => app.close()));
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
