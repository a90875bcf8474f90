/** PREVIEW_SECRET, and the secret a site without it keeps beside its releases folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadShellConfig } from '../config';
import { previewSecretOf } from '.';

describe('the preview secret', () => {
  let folder: string;
  let releasesDir: string;
  let secretFile: string;

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-preview-secret-'));
    releasesDir = path.join(folder, 'releases');
    secretFile = path.join(folder, 'preview-secret');
  });

  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('is PREVIEW_SECRET when set, and no file is made', () => {
    const secret = 'x'.repeat(32);
    expect(previewSecretOf(loadShellConfig({ PREVIEW_SECRET: secret, RELEASES_DIR: releasesDir }))).toBe(secret);
    expect(
      previewSecretOf(
        loadShellConfig({ PREVIEW_SECRET: secret, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://a.example' }),
      ),
    ).toBe(secret);
    expect(fs.existsSync(secretFile)).toBe(false);
  });

  it('refuses a PREVIEW_SECRET shorter than 32 characters with an error naming the variable, never the value', () => {
    const short = 'short-secret-value-0123456789';
    let message = '';
    try {
      loadShellConfig({ PREVIEW_SECRET: short });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('PREVIEW_SECRET must be at least 32 characters long');
    expect(message).not.toContain(short);
  });

  it('is off in production without PREVIEW_SECRET', () => {
    const config = loadShellConfig({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://a.example',
      RELEASES_DIR: releasesDir,
    });
    expect(config.preview).toBeNull();
    expect(previewSecretOf(config)).toBeNull();
    expect(fs.existsSync(secretFile)).toBe(false);
  });

  it('elsewhere is made once, random, in a file only its owner reads beside the releases folder, and read by every process', () => {
    const config = loadShellConfig({ RELEASES_DIR: releasesDir });
    expect(config.preview).toEqual({ kind: 'file', file: secretFile });
    const first = previewSecretOf(config);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(previewSecretOf(loadShellConfig({ RELEASES_DIR: releasesDir }))).toBe(first);
    expect(fs.readdirSync(folder).sort()).toEqual(['preview-secret']);
    // Another site's folder has its own.
    const other = path.join(folder, 'other', 'releases');
    expect(previewSecretOf(loadShellConfig({ RELEASES_DIR: other }))).not.toBe(first);
  });

  it('refuses a secret file that holds no secret, saying how to make a new one', () => {
    fs.writeFileSync(secretFile, 'too short\n');
    expect(() => previewSecretOf(loadShellConfig({ RELEASES_DIR: releasesDir }))).toThrow(
      `${secretFile} holds no preview secret: delete it and a new one is made`,
    );
  });
});
