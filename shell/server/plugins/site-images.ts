/**
 * The site's own images at fixed URLs: /favicon.ico (which many clients ask for whatever the
 * document links), the logo of the structured data and the link preview card (seo-head.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { answerPlainly } from '../bad-requests';
import { LOGO_PATH, SHARE_CARD } from '../seo-head';

const IMAGES = [
  { url: '/favicon.ico', file: 'favicon.ico', type: 'image/x-icon' },
  { url: LOGO_PATH, file: 'logo.png', type: 'image/png' },
  { url: SHARE_CARD.path, file: 'share-card.png', type: 'image/png' },
] as const;

export const siteImages: FastifyPluginAsync<{ publicDir: string }> = async (app, { publicDir }) => {
  for (const image of IMAGES) {
    let bytes: Buffer | null = null;
    app.get(image.url, async (request, reply) => {
      try {
        bytes ??= await fs.promises.readFile(path.join(publicDir, image.file));
      } catch (error) {
        request.log.error({ err: error }, 'a site image is missing from the public folder');
        return answerPlainly(request, reply, 404, 'Not Found');
      }
      return reply.header('cache-control', 'public, max-age=86400').type(image.type).send(bytes);
    });
  }
};
