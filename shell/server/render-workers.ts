/** The shell's own section renderer: its render workers, closed with the server. */
import type { FastifyInstance } from 'fastify';
import { version as reactVersion } from 'react';
import type { ShellConfig } from './config';
import { SectionRenderer, type SectionRendering } from './section-renderer';

/** Each failed render is logged with its release: the visitor's Server-Timing names only the outcome. */
export function startRenderWorkers(app: FastifyInstance, config: ShellConfig): SectionRendering {
  const renderer = new SectionRenderer({
    releasesDir: config.releasesDir,
    reactVersion,
    workers: config.renderWorkers,
    onFailure: (release, reason, detail) =>
      app.log.warn({ release, reason, detail }, 'section server render failed; the browser renders it'),
  });
  app.addHook('onClose', () => renderer.close());
  return renderer;
}
