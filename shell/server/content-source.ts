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
