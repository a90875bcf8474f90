/**
 * Builds a release test makes from the run's own: a release of the same files is no release
 * (`npm run release` reports it and changes nothing), so a test that needs a new one changes a file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from './e2e-env';

export const NEWS_BUILD = path.join(REPOSITORY_ROOT, 'mfe-news', 'dist');

/** A copy of `build` in a temporary folder whose files differ from it by one label file. */
export function labelledBuild(build: string, label: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `build-${label}-`));
  fs.cpSync(build, copy, { recursive: true });
  fs.rmSync(path.join(copy, 'gate.json'), { force: true });
  fs.writeFileSync(path.join(copy, 'client', 'release-label.txt'), `${label}\n`);
  return copy;
}
