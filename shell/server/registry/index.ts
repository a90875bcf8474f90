/**
 * The one owner of the registry (issue 39): its format and stores (a file beside the releases, or
 * PostgreSQL), reading, writing releases, history and rollback. The shell server reads through
 * it; the release commands and the tests that publish releases write through it.
 */
export {
  FileRegistryStore,
  readRegistry,
  registryPath,
  REGISTRY_FILE,
  rollbackFileRegistry,
  switchFileRegistry,
  writeRegistry,
  type RegistrySnapshot,
  type RegistryStore,
} from './registry-store';
export { PostgresRegistryStore } from './registry-store-postgres';
export { configuredReleasesDir, currentRegistry, openRegistryStore, withRegistry } from './open-registry';
export {
  copyRelease,
  publishRelease,
  publishReleaseTo,
  releaseEntry,
  releaseFolderOf,
  rollbackRelease,
  rollbackReleaseIn,
} from './release-writer';
