/**
 * POST /rum (issue 41 §1, decision 077): what visitors' browsers report of the pages they load,
 * on the site's own origin. A body of at most 8 KB of JSON (413 beyond), valid against the schema
 * (400 naming the field, never the value), at most so many requests per visitor and minute (429),
 * answered 204; never a 5xx, whatever happens inside. Each report is counted under the section and
 * release the registry knows (else `unknown`), in the metrics and by the observers (the canary's
 * comparison, issue 41 §4); its message only reaches the log, cut and sanitized. Nothing is kept
 * per visitor but the rate limit's count for the window.
 */
import { ClientWindows } from '@site/content-api';
import type { Registry } from '@site/shared-contracts';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { KnownReleases, reduceToKnown } from './known-releases';
import { loggedMessageOf } from './log-form';
import { RUM_BODY_LIMIT, rumBodySchema, type RumBody, type RumVitals } from './rum-schema';

export { RUM_BODY_LIMIT, RUM_MAX_REPORTS, rumBodySchema, type RumBody, type RumBodyReport } from './rum-schema';
export { KnownReleases, reduceToKnown, releasesOf, SHELL_SECTION, UNKNOWN } from './known-releases';

export const RUM_PATH = '/rum';

/** One counted report: section and release are the registry's (or 'unknown'), never the sender's text. */
export interface RumReport {
  section: string;
  release: string;
  kind: 'pageview' | 'error' | 'rejection' | 'hydration' | 'chunk' | 'mount';
}

/** Where the counted reports go (the shell's metrics, ShellMetrics). */
export interface RumMetrics {
  observeReport(report: RumReport): void;
  observeVitals(section: string, release: string, vitals: RumVitals): void;
}

export interface RumOptions {
  /** The registry now: what a report's section and release are checked against. */
  registry: () => Promise<Registry>;
  /** Requests per visitor (address, IPv6 by /64) and window. */
  rateLimit: { max: number; windowMs: number };
  metrics?: RumMetrics | null;
  /** Called once per counted report (not for Web Vitals), after the metrics. */
  observers?: Array<(report: RumReport) => void>;
}

/** A refusal's short plain text: it names a field of the schema at most, never a value. */
function refuse(status: number, text: string) {
  return {
    status,
    text: `${status === 413 ? 'Payload Too Large' : status === 429 ? 'Too Many Requests' : status === 415 ? 'Unsupported Media Type' : 'Bad Request'}: ${text}`,
  };
}

/** The field a validation error is about: the schema's own names and array positions only. */
function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'body';
  const missing = (first.params as { missingProperty?: unknown }).missingProperty;
  const path = `body${first.instancePath.replace(/\//g, '.')}`;
  return typeof missing === 'string' && /^[a-z]+$/.test(missing) ? `${path}.${missing}` : path;
}

/** The answer to a request that failed before the handler: a 4xx for what the client sent, else 204. */
function answerOf(error: FastifyError): { status: number; text: string } | null {
  if (error.validation) return refuse(400, `${fieldOf(error)} is not valid`);
  if (error.statusCode === 413) return refuse(413, `at most ${RUM_BODY_LIMIT} bytes of JSON`);
  if (error.statusCode === 415) return refuse(415, 'send application/json or text/plain');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return refuse(400, 'the body is not JSON');
  return null;
}

export const rum: FastifyPluginAsync<RumOptions> = async (app: FastifyInstance, options) => {
  const known = new KnownReleases(options.registry);
  // Counted as the API counts its own (content-api's lib/rate-limit.ts): by address, IPv6 by /64, bounded.
  const limit = new ClientWindows(options.rateLimit.max, options.rateLimit.windowMs);
  const observers = options.observers ?? [];

  // navigator.sendBeacon sends a string as text/plain: it is parsed as the JSON it is.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = answerOf(error);
    if (!answer) request.log.error({ err: error }, 'a browser report could not be read; dropped');
    reply.header('cache-control', 'no-store');
    if (!answer) return reply.code(204).send();
    return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.text);
  });

  app.post<{ Body: RumBody }>(
    RUM_PATH,
    {
      bodyLimit: RUM_BODY_LIMIT,
      schema: { body: rumBodySchema },
      // Counted before the body is read: a flood costs no parsing.
      onRequest: (request, reply, done) => {
        if (options.rateLimit.max <= 0 || limit.count(request.ip) === null) return done();
        void reply
          .code(429)
          .header('cache-control', 'no-store')
          .header('retry-after', String(Math.ceil(options.rateLimit.windowMs / 1000)))
          .type('text/plain; charset=utf-8')
          .send(refuse(429, 'too many reports from this visitor').text);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const releases = await known.current();
        for (const report of request.body.reports) {
          const { section, release } = reduceToKnown(releases, report.section, report.release);
          if (report.kind === 'vitals') {
            if (report.vitals) options.metrics?.observeVitals(section, release, report.vitals);
            continue;
          }
          const counted: RumReport = { section, release, kind: report.kind };
          options.metrics?.observeReport(counted);
          for (const observe of observers) {
            try {
              observe(counted);
            } catch (error) {
              request.log.error({ err: error }, 'a browser report observer failed');
            }
          }
          if (counted.kind !== 'pageview') {
            request.log.info(
              { rum: { ...counted, message: loggedMessageOf(report.message) } },
              'browser failure reported',
            );
          }
        }
      } catch (error) {
        // The registry could not be read: the reports are dropped, the browser is not told.
        request.log.error({ err: error }, 'browser reports dropped');
      }
      return reply.code(204).send();
    },
  );
};
