/**
 * Builds the content API for a test against a real database, freshly migrated and seeded, that
 * is removed when the app closes: a SQLite file in a temporary folder, or a new PostgreSQL
 * database in the jest project that runs the suite on PostgreSQL (database.ts). The content
 * store is registered on the test's instance, as a host would, so a test reaches
 * `app.contentStore.db` and `.generation`.
 */
import { Envelope, endpoints, type EndpointPath } from '@site/shared-contracts';
import Ajv from 'ajv';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type LightMyRequestResponse } from 'fastify';
import { contentApi, type ContentApiOptions } from '../app';
import { loadContentApiConfig, type ContentApiConfig, type DatabaseConfig } from '../config';
import { contentStore } from '../plugins/content-store';
import { createTestDatabase } from './database';

export interface TestApiOptions extends Omit<ContentApiOptions, 'config'> {
  /** An existing database to share (another instance's); by default a new one, dropped on close. */
  database?: DatabaseConfig;
  /** The Fastify options of the test's instance (a server's proxy trust, say). */
  serverOptions?: FastifyServerOptions;
}

export async function buildTestApi(
  overrides: Partial<ContentApiConfig> = {},
  { database: shared, serverOptions, ...options }: TestApiOptions = {},
): Promise<FastifyInstance> {
  const database = shared ? { config: shared, drop: async () => {} } : await createTestDatabase();
  const config = { ...loadContentApiConfig({}), database: database.config, ...overrides };
  const app = Fastify({ logger: false, ...serverOptions });
  // Runs after the store's own onClose (registered later, run first), which closes the connections.
  app.addHook('onClose', async () => database.drop());
  try {
    await app.register(contentStore, {
      database: config.database,
      contentFolder: options.contentFolder,
      clock: options.clock,
    });
    await app.register(contentApi, { prefix: '/api', config, ...options });
    await app.ready();
  } catch (error) {
    await database.drop();
    throw error;
  }
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
