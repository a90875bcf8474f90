export { contentApi, CONTENT_API_PREFIX, MEDIA_ROOT, type ContentApiOptions } from './app';
export { contentStore, openContentDb, type ContentStore, type ContentStoreOptions } from './plugins/content-store';
export { ContentGeneration } from './lib/content-generation';
export {
  integer as integerFromEnv,
  loadContentApiConfig,
  loadServerConfig,
  type ContentApiConfig,
  type ServerConfig,
} from './config';
export { closeGracefully, closeOnSignals, httpServerOptions, manageConnections } from './http-server';
export { securityHeadersOf } from './lib/security-headers';
export { compressBody } from './lib/compression';
export { ClientWindows } from './lib/rate-limit';
export {
  CachedResponse,
  ResponseCache,
  negotiateEncoding,
  type ContentEncoding,
  type ResponseCacheStats,
} from './lib/response-cache';
export { openContentPreviewApi } from './content-preview-api';
export {
  currentContentPreview,
  contentPreviewSnapshot,
  discardContentPreview,
  recordContentPreview,
  type ContentPreview,
} from './content/content-preview';
export { readContentDatabase } from './content/content-database';
export type { ContentDb } from './db/connection';
