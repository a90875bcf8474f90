/**
 * The shell's static files: its browser build under /static, the releases' client files under
 * /releases (never a server bundle), the backgrounds, the favicon and registry.json (each section's
 * current release: never its candidate, which only a preview shows). Hashed files are immutable; a
 * release's manifests and the registry are revalidated.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REGISTRY_URL, type Registry } from '@site/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';

const YEAR_SECONDS = 31_536_000;

/**
 * Whether a decoded file path stays where it names: no `.` or `..` segment (a backslash counts as a
 * separator). The file server resolves dot segments inside its root, so `client/../server/x` would
 * otherwise reach a release's server bundle, and `x/y/client/../../../registry.json` the registry file.
 */
export function hasNoDotSegment(pathName: string): boolean {
  return !pathName.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}

/** A release's browser files only: `<section>/<version>/client/...`, never its server bundle. */
const RELEASE_CLIENT_FILE = /^\/?[^/]+\/[^/]+\/client\//;

export interface StaticFilesOptions {
  clientDir: string;
  releasesDir: string;
  publicDir: string;
  /** The registry of releases now (it changes while the server runs). */
  registry: () => Promise<Registry>;
  /** Serve the builds' source maps and name each script's in a SourceMap header; else they are 404. */
  publicSourceMaps?: boolean;
}

export const staticFiles: FastifyPluginAsync<StaticFilesOptions> = async (app, options) => {
  const servable = (pathName: string) =>
    hasNoDotSegment(pathName) && (options.publicSourceMaps === true || !pathName.endsWith('.map'));
  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/static/',
    // The builds write .br and .gz copies of their text files (@site/build/webpack/common.js).
    preCompressed: true,
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
    index: false,
    allowedPath: servable,
  });
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    preCompressed: true,
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
    index: false,
    allowedPath: (pathName) => servable(pathName) && RELEASE_CLIENT_FILE.test(pathName),
  });
  await app.register(fastifyStatic, {
    root: path.join(options.publicDir, 'backgrounds'),
    prefix: '/backgrounds/',
    decorateReply: false,
    maxAge: 86_400_000,
    index: false,
    allowedPath: hasNoDotSegment,
  });
  // A release's hashed code is immutable; its manifests (mf-manifest.json, routes.json) are revalidated.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/releases/') && /\.json(\?|$)/.test(request.url))
      reply.header('cache-control', 'no-cache');
    if (options.publicSourceMaps && reply.statusCode === 200 && /\.js(\?|$)/.test(request.url))
      reply.header('sourcemap', `${request.url.split('?', 1)[0]}.map`);
    return payload;
  });
  app.get('/favicon.svg', (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(fs.readFileSync(path.join(options.publicDir, 'favicon.svg'))),
  );
  app.get(REGISTRY_URL, async (_request, reply) => {
    const { sections } = await options.registry();
    return reply.header('cache-control', 'no-cache').send({ sections });
  });
};
