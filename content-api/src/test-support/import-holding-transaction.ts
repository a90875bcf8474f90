/**
 * A real import process for tests (interrupted-import.test.ts): `npm run content -- import`'s
 * code, which stops inside its transaction once it has written the news, prints HOLDING_LINE,
 * and waits to be killed. Run with content-api/test-setup/typescript-hook.js.
 */
import { loadContentCliConfig } from '../config';
import { runContentCommand } from '../content-command';

export const HOLDING_LINE = 'holding the import transaction open after writing news';

if (require.main === module) {
  // Keeps the process alive while the transaction waits (SQLite holds no socket open).
  setInterval(() => {}, 1 << 30);
  void runContentCommand(process.argv.slice(2), loadContentCliConfig(), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    onProgress: ({ kind }) => {
      if (kind.folder !== 'news') return undefined;
      process.stdout.write(`${HOLDING_LINE}\n`);
      return new Promise<void>(() => {});
    },
  });
}
