/** Where the composed site under test runs and keeps its data: shared by the config and the tests. */
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 8091);
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');
// One data folder per port, so two runs on different ports never share a database or releases.
export const E2E_DATA_DIR = path.join(REPOSITORY_ROOT, '.data', E2E_PORT === 8091 ? 'e2e' : `e2e-${E2E_PORT}`);
export const E2E_RELEASES_DIR = path.join(E2E_DATA_DIR, 'releases');
