/**
 * Registers a content endpoint from the shared endpoint table: its query and response schemas,
 * the envelope, Traditional conversion, the in-memory response cache, ETag and 304.
 * A route file only says how to load the data.
 */
import {
  API_PREFIX,
  Envelope,
  ErrorEnvelope,
  RICH_TEXT_KEYWORD,
  endpoints,
  type EndpointData,
  type EndpointPath,
  type EndpointQuery,
  type LanguageType,
} from '@site/shared-contracts';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ContentDb } from '../db/connection';
import type { ContentGeneration } from './content-generation';
import { BadParameterError } from './errors';
import {
  CachedResponse,
  COMPRESSION_THRESHOLD,
  matchesEtag,
  type ContentEncoding,
  negotiateEncoding,
  type ResponseCache,
} from './response-cache';
import { sanitizeRichText } from './sanitize';
import type { ScriptConverters } from './traditional';

export interface EndpointContext<P extends EndpointPath> {
  db: ContentDb;
  query: EndpointQuery<P>;
  /** The backend: 1 Chinese, 2 English. */
  languageType: LanguageType;
  /**
   * A text parameter as stored: the Chinese backend stores Simplified, so Traditional input
   * (from the Traditional site, or typed on the Simplified one) matches its rows.
   */
  toStored: (text: string) => string;
  /** The request's time in epoch milliseconds: a query answers only the items live then (decision 070). */
  now: number;
}

export type EndpointLoader<P extends EndpointPath> = (context: EndpointContext<P>) => Promise<EndpointData<P>>;

export type RegisterEndpoint = <P extends EndpointPath>(path: P, load: EndpointLoader<P>) => void;

export interface EndpointServices {
  db: ContentDb;
  /** Cleared whenever the content generation moves: its entries were made from older content. */
  cache: ResponseCache;
  generation: ContentGeneration;
  scripts: ScriptConverters;
  cacheControl: string;
  /** The max-age of `cacheControl`, in seconds: how near a schedule boundary answers are made to revalidate. */
  cacheMaxAgeSeconds: number;
  /** The time in epoch milliseconds (the content store's clock). */
  clock: () => number;
  /**
   * Headers every answer of the API carries that it sets itself (its security headers, set from
   * an onSend hook on Fastify's path): a cached hit writes them from its prepared list, where
   * Fastify's path would have put them. Empty under a host that sets its own from its hooks.
   */
  answerHeaders: Readonly<Record<string, string>>;
}

interface LanguageParams {
  languageType?: number;
  script?: string;
}

/**
 * A cached GET answer as it goes to the socket: status, the entry's own headers and the API's
 * answer headers as a flat name/value list (the order `answer` and the onSend hook set them in,
 * then Content-Length as Fastify adds it) and the body, made once per entry and variant.
 */
interface WrittenAnswer {
  status: number;
  headers: string[];
  body: Buffer | string;
}

/** Which answer a GET gets from an entry: 304, or the body with an encoding or none. */
type Variant = ContentEncoding | 'identity' | 'not-modified';

/**
 * The headers of a hit: those the onRequest hooks set (a host's), in the order Fastify would write
 * them (the raw response's first, then the reply's), before the prepared ones. Usually the hooks
 * set none, and the prepared list is written as it is.
 */
function withHookHeaders(
  hookHeaders: Readonly<Record<string, string | number | string[] | undefined>>,
  prepared: string[],
): string[] {
  let headers: string[] | undefined;
  for (const name in hookHeaders) {
    const value = hookHeaders[name];
    if (value === undefined) continue;
    headers ??= [];
    if (Array.isArray(value)) for (const item of value) headers.push(name, item);
    else headers.push(name, String(value));
  }
  if (!headers) return prepared;
  for (const part of prepared) headers.push(part);
  return headers;
}

/** A name/value record as a flat list, the form Node's writeHead takes. */
function flatHeaders(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).flat();
}

/**
 * An answer made less than a max-age before a schedule boundary: a browser may keep it but asks
 * again (an If-None-Match, answered 304 from the cache) before using it, so no browser shows it
 * past the boundary.
 */
export const NEAR_BOUNDARY_CACHE_CONTROL = 'public, no-cache';

/** Same query, same key: defaults are applied by validation, and the order is fixed here. */
function cacheKey(path: string, query: object): string {
  const pairs = Object.keys(query)
    .sort()
    .map((name) => `${name}=${String((query as Record<string, unknown>)[name])}`);
  return `${path}?${pairs.join('&')}`;
}

type Transform = (value: unknown) => unknown;

/**
 * What sanitizes the rich text of an answer (the fields its schema marks), or null for an answer
 * without any. Made once per endpoint; run once per cache entry, so once per content change.
 */
export function richTextSanitizer(schema: TSchema): Transform | null {
  if (schema[RICH_TEXT_KEYWORD]) return (value) => (typeof value === 'string' ? sanitizeRichText(value) : value);
  if (schema.type === 'array' && schema.items) {
    const item = richTextSanitizer(schema.items as TSchema);
    return item && ((value) => (Array.isArray(value) ? value.map(item) : value));
  }
  if (schema.type === 'object' && schema.properties) {
    const fields = Object.entries(schema.properties as Record<string, TSchema>).flatMap(([name, field]) => {
      const transform = richTextSanitizer(field);
      return transform ? [[name, transform] as const] : [];
    });
    if (fields.length === 0) return null;
    return (value) => {
      if (value === null || typeof value !== 'object') return value;
      const copy = { ...(value as Record<string, unknown>) };
      for (const [name, transform] of fields) if (name in copy) copy[name] = transform(copy[name]);
      return copy;
    };
  }
  return null;
}

export function createEndpointRegistrar(app: FastifyInstance, services: EndpointServices): RegisterEndpoint {
  const { generation, clock } = services;
  const maxAgeMs = services.cacheMaxAgeSeconds * 1000;
  /**
   * From this time on, an answer kept with the full max-age could be reused by a browser past the
   * next schedule boundary: the cache is cleared then, and answers made after carry no-cache.
   */
  let nearBoundaryAt = Infinity;
  const nearBoundary = new WeakSet<CachedResponse>();
  generation.onChange(() => {
    services.cache.clear();
    const at = generation.nextBoundary - maxAgeMs;
    nearBoundaryAt = at > clock() ? at : Infinity;
  });
  const followNearBoundary = () => {
    if (nearBoundaryAt !== Infinity && clock() >= nearBoundaryAt) {
      nearBoundaryAt = Infinity;
      services.cache.clear();
    }
  };
  /** An answer made now, marked to be revalidated when its max-age would reach past the next boundary. */
  const madeNow = (entry: CachedResponse, now: number) => {
    if (generation.nextBoundary - now <= maxAgeMs) nearBoundary.add(entry);
    return entry;
  };
  const cacheControlOf = (entry: CachedResponse) =>
    nearBoundary.has(entry) ? NEAR_BOUNDARY_CACHE_CONTROL : services.cacheControl;

  /** The answer from an entry: 304 when the client has it, else its body as the client accepts it. */
  const answer = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
    reply.header('etag', entry.etag).header('cache-control', cacheControlOf(entry)).header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding =
      entry.body.length >= COMPRESSION_THRESHOLD ? negotiateEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(entry.body);
    reply.header('content-encoding', encoding);
    const compressed = entry.compressed(encoding);
    return compressed ? reply.send(compressed) : entry.encode(encoding).then((body) => reply.send(body));
  };

  const written = new WeakMap<CachedResponse, Map<Variant, WrittenAnswer>>();
  const answerHeaders = flatHeaders(services.answerHeaders);

  /** The answer `answer` gives a GET for a variant, or undefined while its compressed body is being made. */
  const writtenAnswer = (entry: CachedResponse, variant: Variant): WrittenAnswer | undefined => {
    let variants = written.get(entry);
    let prepared = variants?.get(variant);
    if (prepared) return prepared;
    const headers = ['etag', entry.etag, 'cache-control', cacheControlOf(entry), 'vary', 'accept-encoding'];
    if (variant === 'not-modified') {
      headers.push(...answerHeaders);
      prepared = { status: 304, headers, body: '' };
    } else {
      const body = variant === 'identity' ? Buffer.from(entry.body) : entry.compressed(variant);
      if (body === undefined) return undefined;
      headers.push('content-type', 'application/json; charset=utf-8');
      if (variant !== 'identity') headers.push('content-encoding', variant);
      headers.push(...answerHeaders, 'content-length', String(body.length));
      prepared = { status: entry.status, headers, body };
    }
    if (!variants) written.set(entry, (variants = new Map()));
    variants.set(variant, prepared);
    return prepared;
  };

  /**
   * Writes a cached GET answer straight to the response, past Fastify's reply pipeline (header
   * merging, onSend hooks, serialization checks), which cost most of a hit (decision 017). The
   * onRequest hooks have run and their headers are written first; onResponse hooks and request
   * logging still run, from the response's finish event. HEAD keeps Fastify's path, which writes
   * its own Content-Length on a 304. False when the answer is not ready to write.
   */
  const writeHit = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse): boolean => {
    let variant: Variant = 'identity';
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) variant = 'not-modified';
    else if (entry.body.length >= COMPRESSION_THRESHOLD)
      variant = negotiateEncoding(request.headers['accept-encoding']) ?? 'identity';
    const prepared = writtenAnswer(entry, variant);
    if (!prepared) return false;
    const headers = withHookHeaders(reply.getHeaders(), prepared.headers);
    reply.hijack();
    reply.raw.writeHead(prepared.status, headers);
    reply.raw.end(prepared.body);
    return true;
  };

  let generationReadThisTurn = false;
  const forgetGenerationRead = () => {
    generationReadThisTurn = false;
  };
  /**
   * Reads the content generation once per turn of the event loop, not once per request: on SQLite
   * a read is a read transaction with two file-lock system calls, most of what a cached hit cost
   * over the bare replay route (decision 052). Every request of a turn was delivered by the poll
   * that began the turn, so each still sees every import committed before it arrived. PostgreSQL's
   * reads are shared by the generation itself. Every request follows the schedule (decision 070).
   */
  const checkGeneration = (): Promise<number> | undefined => {
    if (generationReadThisTurn) {
      generation.followSchedule();
      return undefined;
    }
    const checked = generation.check();
    if (checked) return checked;
    generationReadThisTurn = true;
    setImmediate(forgetGenerationRead);
    return undefined;
  };

  /** A URL answered before, answered again from its entry; else on to validation and the handler. */
  const answerKnownUrl = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    followNearBoundary();
    const entry = services.cache.getByUrl(request.url);
    if (!entry) return done();
    if (request.method === 'GET' && writeHit(request, reply, entry)) return;
    Promise.resolve(answer(request, reply, entry)).catch((error: unknown) => reply.send(error));
  };

  return (path, load) => {
    const definition = endpoints[path];
    const sanitizeAnswer = richTextSanitizer(definition.data);
    app.get(
      path.slice(API_PREFIX.length),
      {
        schema: {
          description: definition.description,
          querystring: definition.query,
          response: { 200: Envelope(definition.data), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
        },
        // A URL answered before is answered again from its entry after the host's and the rate
        // limit's onRequest hooks, before validation and the handler: the same query text passed
        // validation then (DESIGN.md §7 API budget). The content generation is read first, so no
        // entry made from older content is ever sent (decision 031).
        preParsing: (request, reply, _payload, done) => {
          const checked = checkGeneration();
          if (!checked) return answerKnownUrl(request, reply, done);
          void checked.then(() => answerKnownUrl(request, reply, done));
        },
      },
      async (request, reply) => {
        const query = request.query as EndpointQuery<typeof path> & LanguageParams;
        const languageType: LanguageType = query.languageType === 2 ? 2 : 1;
        if (query.script === 'hant' && languageType !== 1) {
          throw new BadParameterError('script', 'hant applies only to languageType=1');
        }
        const key = cacheKey(path, query);
        let entry = services.cache.get(key);
        if (!entry) {
          const madeUnder = generation.current;
          const now = clock();
          const hant = query.script === 'hant';
          const toStored = languageType === 1 ? services.scripts.toSimplified : (text: string) => text;
          const loaded = await load({ db: services.db, query, languageType, toStored, now });
          // Whatever wrote the stored rich text (an import, a migration, a database tool).
          const data = sanitizeAnswer ? sanitizeAnswer(loaded) : loaded;
          const localized = hant ? services.scripts.toTraditional(data) : data;
          const body = String(reply.serialize({ code: 0, message: 'ok', data: localized }));
          // An answer loaded while an import committed or a boundary passed may mix old and new
          // content: sent, not kept.
          generation.followSchedule();
          if (generation.current !== madeUnder) return answer(request, reply, madeNow(new CachedResponse(body), now));
          entry = madeNow(services.cache.store(key, body), now);
        }
        services.cache.rememberUrl(request.url, key, entry);
        return answer(request, reply, entry);
      },
    );
  };
}
