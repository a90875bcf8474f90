/** `npm run content -- …`: runs one content command (content-command.ts) and exits with its code. */
import { loadContentCliConfig } from './config';
import { runContentCommand } from './content-command';

runContentCommand(process.argv.slice(2), loadContentCliConfig(), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
