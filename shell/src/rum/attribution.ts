/**
 * Which section a browser failure belongs to (issue 41 §1): the section whose release file threw
 * (its script is under /releases/<section>/<version>/), else the shell. Only the section and
 * release the page's registry names leave the browser: never the file's address or the stack.
 */
import type { BrowserRegistry } from '@site/shared-contracts';

export const SHELL = 'shell';

export interface Attribution {
  section: string;
  release: string;
}

const RELEASE_FILE = /\/releases\/([A-Za-z0-9._-]+)\/([A-Za-z0-9._-]+)\//;

/** A section and the release the page's registry names for it; the shell for none. */
export function sectionOf(registry: BrowserRegistry, section: string | null | undefined): Attribution {
  const entry = section ? registry.sections[section] : undefined;
  return section && entry ? { section, release: entry.version } : { section: SHELL, release: SHELL };
}

/** The section whose release file appears first in `where` (a script's URL or an error's stack), else the shell. */
export function attributionOf(registry: BrowserRegistry, where: string | undefined): Attribution {
  const match = where ? RELEASE_FILE.exec(where) : null;
  if (!match?.[1] || !match[2]) return { section: SHELL, release: SHELL };
  // The release the file came from, as the file says: a page loaded before a promote keeps its own.
  return registry.sections[match[1]] ? { section: match[1], release: match[2] } : { section: SHELL, release: SHELL };
}

/** The section of a single-spa application (`<section>@<prefix>`). */
export function sectionOfApp(registry: BrowserRegistry, appName: string): Attribution {
  return sectionOf(registry, appName.split('@')[0]);
}
