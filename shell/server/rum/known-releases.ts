/**
 * The sections and releases a report may be counted under (issue 41 §1): those the registry
 * names now, as current or candidate, and the shell itself; anything else is `unknown`, so a
 * metric's labels are bounded by the registry whatever browsers send. Read from the release
 * catalog at most once a second, so a flood of reports costs no registry reads.
 */
import type { Registry } from '@site/shared-contracts';

/** What a report names when the page's failure belongs to no section. */
export const SHELL_SECTION = 'shell';
export const UNKNOWN = 'unknown';

/** How long one read of the registry is used for. */
const REFRESH_MS = 1000;

export interface SectionRelease {
  section: string;
  release: string;
}

/** Each section's releases the registry names now: its current one and its candidate. */
export function releasesOf(registry: Registry): Map<string, Set<string>> {
  const known = new Map<string, Set<string>>();
  for (const [section, entry] of Object.entries(registry.sections)) known.set(section, new Set([entry.version]));
  for (const [section, candidate] of Object.entries(registry.candidates ?? {})) {
    const versions = known.get(section) ?? new Set<string>();
    versions.add(candidate.entry.version);
    known.set(section, versions);
  }
  return known;
}

/**
 * A section and release reduced to what the registry knows: an unknown section is
 * `unknown/unknown`, a known section's unknown release `<section>/unknown`, the shell `shell/shell`.
 */
export function reduceToKnown(known: Map<string, Set<string>>, section: string, release: string): SectionRelease {
  if (section === SHELL_SECTION) return { section: SHELL_SECTION, release: SHELL_SECTION };
  const versions = known.get(section);
  if (!versions) return { section: UNKNOWN, release: UNKNOWN };
  return { section, release: versions.has(release) ? release : UNKNOWN };
}

export class KnownReleases {
  private known = new Map<string, Set<string>>();
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly registry: () => Promise<Registry>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The releases known now, read again when the last read is over a second old. */
  async current(): Promise<Map<string, Set<string>>> {
    if (this.now() - this.readAt >= REFRESH_MS) {
      this.reading ??= this.registry()
        .then((registry) => {
          this.known = releasesOf(registry);
          this.readAt = this.now();
        })
        .finally(() => {
          this.reading = null;
        });
      await this.reading;
    }
    return this.known;
  }

  /** The last read, without waiting (the render counter is synchronous): empty before the first. */
  latest(): Map<string, Set<string>> {
    void this.current().catch(() => {});
    return this.known;
  }
}
