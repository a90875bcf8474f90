/**
 * How the shell server reads content: from the content API mounted in this process (the
 * default: light-my-request, no socket) or from CONTENT_API_URL.
 */
import type { FastifyInstance } from 'fastify';

export interface ContentAnswer {
  status: number;
  /** The envelope's data on 200. */
  data: unknown;
}

export interface ContentSource {
  get(path: string, query: Record<string, string | number>): Promise<ContentAnswer>;
}

function queryString(query: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
}

async function answerOf(status: number, body: string): Promise<ContentAnswer> {
  if (status !== 200) return { status, data: null };
  return { status, data: (JSON.parse(body) as { data: unknown }).data };
}

export function inProcessContent(app: FastifyInstance): ContentSource {
  return {
    async get(path, query) {
      const response = await app.inject({ method: 'GET', url: `${path}?${queryString(query)}` });
      return answerOf(response.statusCode, response.body);
    },
  };
}

export function remoteContent(baseUrl: string): ContentSource {
  return {
    async get(path, query) {
      const response = await fetch(`${baseUrl}${path}?${queryString(query)}`);
      return answerOf(response.status, await response.text());
    },
  };
}
