/**
 * Registers a content endpoint from the shared endpoint table: its query and response schemas,
 * the envelope, Traditional conversion, the in-memory response cache, ETag and 304.
 * A route file only says how to load the data.
 */
import {
  API_PREFIX,
  Envelope,
  ErrorEnvelope,
  endpoints,
  type EndpointData,
  type EndpointPath,
  type EndpointQuery,
  type LanguageType,
} from '@site/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentDb } from '../db/connection';
import { BadParameterError } from './errors';
import {
  COMPRESSION_THRESHOLD,
  matchesEtag,
  negotiateEncoding,
  type CachedResponse,
  type ResponseCache,
} from './response-cache';
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
}

export type EndpointLoader<P extends EndpointPath> = (context: EndpointContext<P>) => Promise<EndpointData<P>>;

export type RegisterEndpoint = <P extends EndpointPath>(path: P, load: EndpointLoader<P>) => void;

export interface EndpointServices {
  db: ContentDb;
  cache: ResponseCache;
  scripts: ScriptConverters;
  cacheControl: string;
}

interface LanguageParams {
  languageType?: number;
  script?: string;
}

/** Same query, same key: defaults are applied by validation, and the order is fixed here. */
function cacheKey(path: string, query: object): string {
  const pairs = Object.keys(query)
    .sort()
    .map((name) => `${name}=${String((query as Record<string, unknown>)[name])}`);
  return `${path}?${pairs.join('&')}`;
}

export function createEndpointRegistrar(app: FastifyInstance, services: EndpointServices): RegisterEndpoint {
  /** The answer from an entry: 304 when the client has it, else its body as the client accepts it. */
  const answer = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
    reply.header('etag', entry.etag).header('cache-control', services.cacheControl).header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding =
      entry.body.length >= COMPRESSION_THRESHOLD ? negotiateEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(entry.body);
    reply.header('content-encoding', encoding);
    const compressed = entry.compressed(encoding);
    return compressed ? reply.send(compressed) : entry.encode(encoding).then((body) => reply.send(body));
  };

  return (path, load) => {
    const definition = endpoints[path];
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
        // validation then (DESIGN.md §7 API budget).
        preParsing: (request, reply, _payload, done) => {
          const entry = services.cache.getByUrl(request.url);
          if (!entry) return done();
          Promise.resolve(answer(request, reply, entry)).catch((error: unknown) => reply.send(error));
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
          const hant = query.script === 'hant';
          const toStored = languageType === 1 ? services.scripts.toSimplified : (text: string) => text;
          const data = await load({ db: services.db, query, languageType, toStored });
          const localized = hant ? services.scripts.toTraditional(data) : data;
          entry = services.cache.store(key, String(reply.serialize({ code: 0, message: 'ok', data: localized })));
        }
        services.cache.rememberUrl(request.url, key, entry);
        return answer(request, reply, entry);
      },
    );
  };
}
