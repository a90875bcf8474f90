/**
 * How the shell server reads content: from the content API mounted in this process (the
 * default: light-my-request, no socket) or from CONTENT_API_URL. Every answer is checked against
 * its endpoint's schema in the endpoint table, so the server works with typed data or a failure.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { Envelope, endpoints, type EndpointData, type EndpointPath } from '@site/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ContentQuery = Record<string, string | number>;

export type ContentAnswer<P extends EndpointPath> =
  | { ok: true; data: EndpointData<P> }
  /** The API's own status (404, 400 …), or 502 for an answer that could not be read. */
  | { ok: false; status: number; reason: string };

export interface ContentSource {
  get<P extends EndpointPath>(path: P, query: ContentQuery): Promise<ContentAnswer<P>>;
}

function queryString(query: ContentQuery): string {
  return new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
}

const UNREADABLE = 502;

function answerOf<P extends EndpointPath>(path: P, status: number, body: string): ContentAnswer<P> {
  if (status !== 200) return { ok: false, status, reason: `${path} answered ${status}` };
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return { ok: false, status: UNREADABLE, reason: `${path} answered with a body that is not JSON` };
  }
  if (!Value.Check(Envelope(endpoints[path].data), envelope)) {
    return { ok: false, status: UNREADABLE, reason: `${path} answered with data that does not match its schema` };
  }
  return { ok: true, data: envelope.data };
}

/**
 * The mark of the shell's own reads of the in-process API, so the visitor rate limit counts
 * visitors and not the documents the shell builds for them. It is random per process and never
 * leaves it, so a visitor cannot send it.
 */
export interface ShellReadPass {
  header: Record<string, string>;
  isShellRead(request: FastifyRequest): boolean;
}

const SHELL_READ_HEADER = 'x-shell-read-pass';

export function createShellReadPass(): ShellReadPass {
  const secret = Buffer.from(randomBytes(32).toString('base64url'));
  return {
    header: { [SHELL_READ_HEADER]: secret.toString() },
    isShellRead(request) {
      const sent = request.headers[SHELL_READ_HEADER];
      if (typeof sent !== 'string') return false;
      const candidate = Buffer.from(sent);
      return candidate.length === secret.length && timingSafeEqual(candidate, secret);
    },
  };
}

export function inProcessContent(app: FastifyInstance, pass: ShellReadPass): ContentSource {
  return {
    async get(path, query) {
      const response = await app.inject({ method: 'GET', url: `${path}?${queryString(query)}`, headers: pass.header });
      return answerOf(path, response.statusCode, response.body);
    },
  };
}

export function remoteContent(baseUrl: string): ContentSource {
  return {
    async get(path, query) {
      try {
        const response = await fetch(`${baseUrl}${path}?${queryString(query)}`);
        return answerOf(path, response.status, await response.text());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, status: UNREADABLE, reason: `${path} could not be read: ${reason}` };
      }
    },
  };
}

/** What a generation-cached source reads of the content generation: the one the request checked. */
export interface CheckedGeneration {
  readonly current: number;
}

/** Answers kept per generation at most: route data keyed by visitor-chosen queries cannot grow it further. */
export const GENERATION_CACHE_ENTRIES = 512;

/**
 * The in-process content's answers kept for the content generation they were read in (decision
 * 079). A document reads the same navigation, categories and SEO map as every other document of
 * its language, and each read was a request through the API's routing, a JSON parse and a schema
 * check of the whole answer. The content API's own answers are kept by the same generation (an
 * import or a scheduled boundary makes it larger), so an answer kept here is exactly as fresh as
 * the API's: the document route checks the generation before it reads, and the first read of a
 * newer generation drops every answer kept. Only successful answers are kept (a failure may pass);
 * concurrent reads of one answer share its read. The answers are shared by the documents that read
 * them: nothing of the server changes content it has read.
 */
export function generationCachedContent(
  source: ContentSource,
  generation: CheckedGeneration,
  maxEntries = GENERATION_CACHE_ENTRIES,
): ContentSource {
  let keptFor = Number.NaN;
  const kept = new Map<string, Promise<ContentAnswer<EndpointPath>>>();
  return {
    get(path, query) {
      const current = generation.current;
      if (current !== keptFor) {
        kept.clear();
        keptFor = current;
      }
      const key = `${path}?${queryString(query)}`;
      const known = kept.get(key);
      if (known) {
        // Least recently used last out.
        kept.delete(key);
        kept.set(key, known);
        return known as Promise<ContentAnswer<typeof path>>;
      }
      const read = source.get(path, query);
      kept.set(key, read);
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      void read.then(
        (answer) => {
          if (!answer.ok && kept.get(key) === read) kept.delete(key);
        },
        () => {
          if (kept.get(key) === read) kept.delete(key);
        },
      );
      return read;
    },
  };
}
