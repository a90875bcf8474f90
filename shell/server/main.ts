/** Boots the shell server: `node shell/dist/node/server/main.js`, configured by the environment. */
import { closeOnSignals } from '@site/content-api';
import { buildShellServer } from './app';
import { loadShellConfig } from './config';

async function main() {
  const config = loadShellConfig();
  const app = await buildShellServer(config);
  closeOnSignals(app, config);
  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const links = config.publicOrigin
    ? `absolute links use ${config.publicOrigin}`
    : "absolute links follow each request's Host (not production: PUBLIC_ORIGIN is unset)";
  process.stdout.write(`Site ready at http://${shownHost}:${config.port}/ (${links})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
