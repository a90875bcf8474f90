/**
 * Builds the content API for a test against a real SQLite file, freshly migrated and seeded in
 * a temporary folder that is removed when the app closes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Envelope, endpoints, type EndpointPath } from '@site/shared-contracts';
import Ajv from 'ajv';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { contentApi, type ContentApiOptions } from '../app';
import { loadContentApiConfig, type ContentApiConfig } from '../config';

export async function buildTestApi(
  overrides: Partial<ContentApiConfig> = {},
  options: Omit<ContentApiOptions, 'config'> = {},
): Promise<FastifyInstance> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-test-'));
  const config = { ...loadContentApiConfig({}), databaseFile: path.join(folder, 'content.db'), ...overrides };
  const app = Fastify({ logger: false });
  await app.register(contentApi, { prefix: '/api', config, ...options });
  app.addHook('onClose', async () => fs.rmSync(folder, { recursive: true, force: true }));
  await app.ready();
  return app;
}

export async function get(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers });
}

/** The `data` of a successful response, after checking status, envelope and the endpoint's schema. */
export async function getData<T = unknown>(app: FastifyInstance, url: string): Promise<T> {
  const response = await get(app, url);
  const body = response.json() as { code: number; message: string; data: T };
  if (response.statusCode !== 200 || body.code !== 0) {
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return body.data;
}

const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** Schema errors of a response body against its endpoint's envelope, or null when it conforms. */
export function schemaErrors(path: EndpointPath, body: unknown): string | null {
  let validate = validators.get(path);
  if (!validate) {
    validate = ajv.compile(Envelope(endpoints[path].data));
    validators.set(path, validate);
  }
  return validate(body) ? null : ajv.errorsText(validate.errors);
}
