/** The Server-Timing header of a document: how its section was rendered, and whether it came from the cache. */
import type { SectionRender } from './section-renderer';

/** Server or client rendering of the section, and how long the server spent on it. */
export function serverTimingOf(render: SectionRender | null): string {
  if (!render) return 'ssr;desc="none"';
  const reason = render.kind === 'server' ? 'server' : `client: ${render.reason}`;
  // A header value: printable ASCII without quotes, and short.
  const description = reason.replace(/[^\x20-\x7e]|["\\]/g, ' ').slice(0, 120);
  return `ssr;desc="${description}";dur=${render.ms.toFixed(1)}`;
}

/** The same entry for a document served from the document cache. */
export function cachedServerTiming(timing: string): string {
  return `${timing}, cache;desc="document cache"`;
}
