/**
 * `npm run content -- …`: runs one content command (content-command.ts) and exits with its code.
 * A preview's link is signed as the shell's preview links are (`@site/shell/server/preview`,
 * loaded only by `preview`, from the built shell: the shell depends on this package, not the reverse).
 */
import { createRequire } from 'node:module';
import { loadContentCliConfig } from './config';
import { runContentCommand, type PreviewLinker } from './content-command';

/** What this command uses of the shell's preview module and config (typed here: no build dependency). */
interface ShellPreview {
  previewSecretOf(config: unknown): string | null;
  previewLinkPath(secret: string, grant: { kind: 'content'; id: string; expiresAt: number }): string;
}
interface ShellConfigModule {
  loadShellConfig(): { publicOrigin: string | null; port: number };
}

/** Links on PUBLIC_ORIGIN, else the local site (as `npm run release -- <section> --preview`). */
function shellPreviewLinker(): PreviewLinker {
  const load = createRequire(__filename);
  const { loadShellConfig } = load('@site/shell/server/config') as ShellConfigModule;
  const { previewSecretOf, previewLinkPath } = load('@site/shell/server/preview') as ShellPreview;
  const config = loadShellConfig();
  const secret = previewSecretOf(config);
  if (!secret) throw new Error('previews are off on this site: set PREVIEW_SECRET (as on its servers)');
  const base = config.publicOrigin ?? `http://localhost:${config.port}`;
  return ({ id, expiresAt }) => new URL(previewLinkPath(secret, { kind: 'content', id, expiresAt }), base).href;
}

runContentCommand(process.argv.slice(2), loadContentCliConfig(), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  previewLinker: shellPreviewLinker,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
