/** Where the composed site under test runs and keeps its data: shared by the config and the tests. */
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 8091);
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');
// One data folder per port, so two runs on different ports never share a database or releases.
export const E2E_DATA_DIR = path.join(REPOSITORY_ROOT, '.data', E2E_PORT === 8091 ? 'e2e' : `e2e-${E2E_PORT}`);
export const E2E_RELEASES_DIR = path.join(E2E_DATA_DIR, 'releases');

export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * A running site the readers are run against instead of a site of the run's own (its origin),
 * and the preview link whose cookie every browser context carries, with the file that cookie is
 * kept in: set by e2e/run.js from `--site` and `--preview` (e2e/README.md "Against a running site").
 */
export const E2E_SITE = process.env.E2E_SITE || undefined;
export const E2E_PREVIEW = previewOf(process.env.E2E_PREVIEW, process.env.E2E_PREVIEW_STATE);

function previewOf(link: string | undefined, stateFile: string | undefined) {
  if (!link) return undefined;
  if (!E2E_SITE)
    throw new Error('E2E_PREVIEW needs E2E_SITE: run npm run test:e2e -- --site <origin> --preview <link>');
  if (!stateFile) throw new Error('E2E_PREVIEW needs E2E_PREVIEW_STATE, the file its cookie is kept in');
  return { link, stateFile };
}
