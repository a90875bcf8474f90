/**
 * The one owner of the registry (decision 068): its format and stores (a file beside the releases,
 * or PostgreSQL), reading, writing releases and candidates, history, rollback and pruning, and the
 * shell team's published redirects (decision 072). The shell server reads through it; the release
 * and routes commands and the tests that publish releases write through it.
 */
export {
  FileRegistryStore,
  readRegistry,
  registryPath,
  REGISTRY_FILE,
  updateFileRegistry,
  writeRegistry,
  REDIRECTS_FILE,
  type RecordChange,
  type RegistrySnapshot,
  type RegistryStore,
} from './registry-store';
export { PostgresRegistryStore } from './registry-store-postgres';
export { configuredReleasesDir, currentRegistry, openRegistryStore, withRegistry } from './open-registry';
export {
  abortCanaryIn,
  canaryIn,
  withdrawCanaryIn,
  contentHashOf,
  copyRelease,
  discardIn,
  promoteIn,
  publishRelease,
  publishReleaseTo,
  recordVerificationIn,
  releaseEntry,
  releaseFolderOf,
  releaseAllIn,
  releaseIn,
  releaseMetaOf,
  rollbackIn,
  rollbackRelease,
  rollbackReleaseIn,
  stageAllIn,
  stageReleaseIn,
  RELEASE_META_FILE,
  type Expected,
  type ReleaseMeta,
} from './release-writer';
export {
  emptyRedirectsRecord,
  redirectsVersionOf,
  REDIRECT_SETS_KEPT,
  type RedirectsChange,
  type RedirectsRecord,
} from './redirects-record';
export { publishRedirectsIn, rollbackRedirectsIn } from './redirects-writer';
export { prunable, pruneReleases, type PrunedRelease } from './prune';
export { previousOf, RegistryConflict, RegistryRefusal, type ReleaseEvent, type SectionRecord } from './section-record';
export { CANARY_COUNTS_FILE, type CanaryCount, type CanaryCountStore } from './canary-counts';
