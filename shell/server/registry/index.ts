/**
 * The one owner of the registry (decision 068): its format and stores (a file beside the releases,
 * or PostgreSQL), reading, writing releases and candidates, history, rollback and pruning. The
 * shell server reads through it; the release commands and the tests that publish releases write
 * through it.
 */
export {
  FileRegistryStore,
  readRegistry,
  registryPath,
  REGISTRY_FILE,
  updateFileRegistry,
  writeRegistry,
  type RecordChange,
  type RegistrySnapshot,
  type RegistryStore,
} from './registry-store';
export { PostgresRegistryStore } from './registry-store-postgres';
export { configuredReleasesDir, currentRegistry, openRegistryStore, withRegistry } from './open-registry';
export {
  contentHashOf,
  copyRelease,
  discardIn,
  promoteIn,
  publishRelease,
  publishReleaseTo,
  recordVerificationIn,
  releaseEntry,
  releaseFolderOf,
  releaseIn,
  releaseMetaOf,
  rollbackIn,
  rollbackRelease,
  rollbackReleaseIn,
  stageReleaseIn,
  RELEASE_META_FILE,
  type Expected,
  type ReleaseMeta,
} from './release-writer';
export { prunable, pruneReleases, type PrunedRelease } from './prune';
export { previousOf, RegistryConflict, RegistryRefusal, type SectionRecord } from './section-record';
