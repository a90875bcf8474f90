/**
 * The Server-Timing header of a document: how its section was rendered, and whether it came from
 * the cache. It names the outcome only (section-renderer.ts); what went wrong, with the release,
 * is in the server's log, never in a header every visitor reads.
 */
import type { SectionRender } from './section-renderer';

/** Server or client rendering of the section (with the reason's one word), and how long it took. */
export function serverTimingOf(render: SectionRender | null): string {
  if (!render) return 'ssr;desc="none"';
  const outcome = render.kind === 'server' ? 'server' : `client: ${render.reason}`;
  return `ssr;desc="${outcome}";dur=${render.ms.toFixed(1)}`;
}

/** The same entry for a document served from the document cache. */
export function cachedServerTiming(timing: string): string {
  return `${timing}, cache;desc="document cache"`;
}
