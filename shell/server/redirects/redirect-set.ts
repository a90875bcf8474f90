/**
 * The shell team's redirects (decision 072): the reviewed file `shell/redirects.json`, what of it
 * the registry keeps once published, and what is wrong with a file before any route is looked at.
 * Whether its targets are served and its sources free is checked against the live route table by
 * the command that publishes it (`npm run routes -- publish-redirects`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { isMobilePath } from '@site/shared-contracts';

/** A site path, or a pattern with `:name` segments (the last may be `:name?`), as route manifests write them. */
const SITE_PATTERN = "^/$|^(/([A-Za-z0-9._~%!$&'()*+,;=@-]+|:[A-Za-z][A-Za-z0-9]*\\??))+$";

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const DEFAULT_REDIRECT_STATUS: RedirectStatus = 301;

export const RedirectEntry = Type.Object(
  {
    from: Type.String({ pattern: SITE_PATTERN, maxLength: 400 }),
    /** A site path or pattern, or an absolute https URL whose origin `external` lists. */
    to: Type.String({ minLength: 1, maxLength: 2000 }),
    status: Type.Optional(Type.Union(REDIRECT_STATUSES.map((status) => Type.Literal(status)))),
  },
  { additionalProperties: false },
);
export type RedirectEntry = Static<typeof RedirectEntry>;

export const RedirectsFile = Type.Object(
  {
    redirects: Type.Array(RedirectEntry, { maxItems: 2000 }),
    /** The origins an entry may send visitors to (`https://host`, no path). */
    external: Type.Optional(Type.Array(Type.String({ pattern: '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$' }))),
  },
  { additionalProperties: false },
);
export type RedirectsFile = Static<typeof RedirectsFile>;

/** An entry as it is published: its status said. */
export type Redirect = Required<RedirectEntry>;

/** What the registry keeps of a published file. */
export const PublishedRedirects = Type.Object(
  {
    /** 1 for the first set published, one more for each after it. */
    version: Type.Integer({ minimum: 0 }),
    publishedAt: Type.String(),
    redirects: Type.Array(Type.Required(RedirectEntry)),
    external: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type PublishedRedirects = Static<typeof PublishedRedirects>;

/** What a file asks for, statuses filled in. */
export interface RedirectSet {
  redirects: Redirect[];
  external: string[];
}

/** One refusal: the entry it is about (its place and text), what is wrong, and the fix. */
export interface RedirectProblem {
  entry: string;
  problem: string;
  fix: string;
}

/** First path segments that are the shell's own (its files, API and pages), never a redirect's source. */
const SHELL_SEGMENTS = new Set([
  'api',
  'static',
  'releases',
  'backgrounds',
  'site-tables',
  '_preview',
  'registry.json',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
  'favicon.svg',
  'logo.png',
  'share-card.png',
  'healthz',
  'readyz',
  'rum',
  'en',
  '400',
]);

export const isExternalTarget = (to: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(to);

/** The names of a pattern's parameters, and which are optional. */
export function parametersOf(pattern: string): Map<string, boolean> {
  return new Map(
    [...pattern.matchAll(/\/:([A-Za-z][A-Za-z0-9]*)(\?)?/g)].map(([, name = '', optional]) => [name, !!optional]),
  );
}

/** `entry 2 (/a → /b)`: how a problem names its entry. */
export function entryName(index: number, entry: { from?: unknown; to?: unknown }): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '?');
  return `entry ${index + 1} (${text(entry.from)} → ${text(entry.to)})`;
}

function externalProblem(to: string, allowed: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'is not an https URL';
  if (url.search || url.hash || url.username || url.password) return 'has a query, fragment or credentials';
  if (!allowed.includes(url.origin)) return `goes to ${url.origin}, which the "external" list does not name`;
  return null;
}

/** What is wrong with one entry as written, whatever routes the site has. */
function entryProblems(entry: RedirectEntry, allowed: readonly string[]): { problem: string; fix: string }[] {
  const problems: { problem: string; fix: string }[] = [];
  const { from, to } = entry;
  const first = from.split('/').find(Boolean);
  if (first === 'en') {
    problems.push({
      problem: 'its source starts with /en',
      fix: 'write it without /en: one entry covers both languages',
    });
  } else if (first !== undefined && SHELL_SEGMENTS.has(first)) {
    problems.push({
      problem: `its source is under /${first}, which is the shell's`,
      fix: 'redirect a page of a section',
    });
  }
  if (/\/:[A-Za-z0-9]+\?./.test(from)) {
    problems.push({
      problem: 'only the last segment may be optional',
      fix: 'drop the "?" or move that parameter last',
    });
  }
  const fromParameters = parametersOf(from);
  if (isExternalTarget(to)) {
    const wrong = externalProblem(to, allowed);
    if (wrong)
      problems.push({
        problem: `its target ${wrong}`,
        fix: `add the origin to "external" after review, or redirect to a site path`,
      });
  } else if (!new RegExp(SITE_PATTERN).test(to)) {
    problems.push({
      problem: 'its target is neither a site path nor an https URL',
      fix: 'write /a/path (no query or fragment) or https://host/path',
    });
  } else {
    if (to.split('/').find(Boolean) === 'en') {
      problems.push({
        problem: 'its target starts with /en',
        fix: 'write it without /en: the visitor keeps their language',
      });
    }
    if (isMobilePath(from) !== isMobilePath(to)) {
      problems.push({
        problem: 'its source and target are on different devices',
        fix: 'redirect a desktop path to a desktop path (its /m form follows), or a /m path to a /m path',
      });
    }
  }
  for (const [name, optional] of parametersOf(isExternalTarget(to) ? to.replace(/^https:\/\/[^/]+/, '') : to)) {
    if (!fromParameters.has(name)) {
      problems.push({
        problem: `its target uses :${name}, which its source does not have`,
        fix: `add :${name} to the source, or drop it from the target`,
      });
    } else if (fromParameters.get(name) && !optional) {
      problems.push({
        problem: `:${name} is optional in the source but required in the target`,
        fix: `make it :${name}? in the target too`,
      });
    }
  }
  if (from === to) problems.push({ problem: 'it redirects to itself', fix: 'remove it' });
  return problems;
}

/** Plain words for the schema's fields, where TypeBox's would say little. */
const FIELD_RULES: [RegExp, string][] = [
  [/^\/status$/, 'must be 301 or 302'],
  [/^\/(from|to)$/, 'must be a site path such as /news/old/:id'],
  [/^\/external\/\d+$/, 'must be an https origin such as https://ir.example.com'],
];

/**
 * Reads a redirects file's text: one problem per malformed entry (schema, sources and targets as
 * written, the external allow-list, sources given twice), and the set it asks for whenever it has
 * the schema's shape, so the checks against the live routes can report their problems too.
 */
export function readRedirectSet(text: string): { set?: RedirectSet; problems: RedirectProblem[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : 'not JSON';
    return { problems: [{ entry: 'the file', problem: `is not JSON (${why})`, fix: 'correct its syntax' }] };
  }
  if (!Value.Check(RedirectsFile, parsed)) {
    const seen = new Set<string>();
    const problems: RedirectProblem[] = [];
    for (const error of Value.Errors(RedirectsFile, parsed)) {
      const index = /^\/redirects\/(\d+)/.exec(error.path)?.[1];
      const entries = (parsed as { redirects?: unknown[] } | null)?.redirects;
      const entry =
        index !== undefined && Array.isArray(entries)
          ? entryName(Number(index), (entries[Number(index)] ?? {}) as Record<string, unknown>)
          : 'the file';
      const field = error.path.replace(/^\/redirects\/\d+/, '') || error.path || '/';
      const key = `${entry} ${field}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const rule = FIELD_RULES.find(([pattern]) => pattern.test(field))?.[1] ?? error.message.toLowerCase();
      problems.push({
        entry,
        problem: `${field} ${rule}`,
        fix: 'write { "redirects": [{ "from": "/old/path", "to": "/new/path", "status": 301 }], "external": ["https://host"] }',
      });
    }
    return { problems };
  }
  const external = parsed.external ?? [];
  const problems: RedirectProblem[] = [];
  const sources = new Map<string, number>();
  parsed.redirects.forEach((entry, index) => {
    for (const found of entryProblems(entry, external)) problems.push({ entry: entryName(index, entry), ...found });
    // Parameter names do not change what a pattern matches.
    const shape = entry.from.replace(/:[A-Za-z0-9]+/g, ':');
    const earlier = sources.get(shape);
    if (earlier !== undefined) {
      problems.push({
        entry: entryName(index, entry),
        problem: `its source is entry ${earlier + 1}'s too`,
        fix: 'keep one entry per source',
      });
    } else sources.set(shape, index);
  });
  return {
    set: {
      redirects: parsed.redirects.map(({ from, to, status }) => ({
        from,
        to,
        status: status ?? DEFAULT_REDIRECT_STATUS,
      })),
      external,
    },
    problems,
  };
}

/** Whether two sets redirect the same way (what a publish of an unchanged file is told). */
export function sameRedirects(a: RedirectSet, b: RedirectSet): boolean {
  return (
    JSON.stringify([a.redirects, [...a.external].sort()]) === JSON.stringify([b.redirects, [...b.external].sort()])
  );
}
