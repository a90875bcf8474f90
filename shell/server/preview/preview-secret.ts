/**
 * The secret preview links and cookies are signed with: PREVIEW_SECRET, or outside production a
 * random one kept in a file beside the releases folder, so the server and the release command
 * (another process) sign and verify alike with nothing to set up.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PREVIEW_SECRET_MIN_LENGTH, type ShellConfig } from '../config';

function readSecretFile(file: string): string {
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < PREVIEW_SECRET_MIN_LENGTH)
    throw new Error(`${file} holds no preview secret: delete it and a new one is made`);
  return secret;
}

/**
 * Made once, whichever process comes first: written whole under another name, then linked into
 * place, which fails if the file exists, so no process ever reads half a secret.
 */
function createSecretFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** The secret previews are signed with, or null when previews are off (production without PREVIEW_SECRET). */
export function previewSecretOf(config: Pick<ShellConfig, 'preview'>): string | null {
  const { preview } = config;
  if (!preview) return null;
  if (preview.kind === 'secret') return preview.secret;
  if (!fs.existsSync(preview.file)) createSecretFile(preview.file);
  return readSecretFile(preview.file);
}
