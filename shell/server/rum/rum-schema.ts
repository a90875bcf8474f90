/**
 * What a browser may send to POST /rum (issue 41 §1): a few reports of one page, checked by
 * Fastify's own JSON-schema validation (ajv) before any of it is read. Every string is bounded
 * and every key is named here, so a refusal's field path never carries the sender's text.
 */

/** The kinds a report may have: one page view, a failure, or the page's Web Vitals. */
export const RUM_KINDS = ['pageview', 'error', 'rejection', 'hydration', 'chunk', 'mount', 'vitals'] as const;
export type RumKind = (typeof RUM_KINDS)[number];

/** The most bytes one request body may have: 413 beyond. */
export const RUM_BODY_LIMIT = 8 * 1024;
/** The most reports one request may carry. */
export const RUM_MAX_REPORTS = 20;
/** The most characters of a failure's message kept (for the log only, sanitized and cut further). */
export const RUM_MESSAGE_MAX = 500;

/** A section or release as the browser names it: the registry's own alphabet (RegistryEntry.version). */
const NAME = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._@-]+$' } as const;
/** A duration in milliseconds, at most ten minutes. */
const MILLISECONDS = { type: 'number', minimum: 0, maximum: 600_000 } as const;

export const rumReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'section', 'release'],
  properties: {
    kind: { type: 'string', enum: RUM_KINDS },
    section: NAME,
    release: NAME,
    message: { type: 'string', maxLength: RUM_MESSAGE_MAX },
    vitals: {
      type: 'object',
      additionalProperties: false,
      properties: {
        lcp: MILLISECONDS,
        inp: MILLISECONDS,
        ttfb: MILLISECONDS,
        cls: { type: 'number', minimum: 0, maximum: 100 },
      },
    },
  },
} as const;

export const rumBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reports'],
  properties: {
    reports: { type: 'array', minItems: 1, maxItems: RUM_MAX_REPORTS, items: rumReportSchema },
  },
} as const;

export interface RumVitals {
  lcp?: number;
  inp?: number;
  ttfb?: number;
  cls?: number;
}

/** One report as the schema lets it through. */
export interface RumBodyReport {
  kind: RumKind;
  section: string;
  release: string;
  message?: string;
  vitals?: RumVitals;
}

export interface RumBody {
  reports: RumBodyReport[];
}
