/** Runs the content API on its own: `node dist/server.js`, configured by the environment. */
import Fastify, { LogController } from 'fastify';
import { CONTENT_API_PREFIX, contentApi } from './app';
import { loadContentApiConfig, loadServerConfig } from './config';
import { closeOnSignals, httpServerOptions, manageConnections } from './http-server';

async function main() {
  const server = loadServerConfig();
  const config = loadContentApiConfig();
  const app = Fastify({
    ...httpServerOptions(server),
    logger: { level: server.logLevel },
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(server.logLevel) }),
  });
  manageConnections(app, server);
  await app.register(contentApi, { prefix: CONTENT_API_PREFIX, config });
  app.get('/', async (_request, reply) => reply.redirect(CONTENT_API_PREFIX));
  closeOnSignals(app, server);
  await app.listen({ host: server.host, port: server.port });
  const shownHost = server.host === '0.0.0.0' || server.host === '127.0.0.1' ? 'localhost' : server.host;
  process.stdout.write(`Content API ready at http://${shownHost}:${server.port}${CONTENT_API_PREFIX}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
