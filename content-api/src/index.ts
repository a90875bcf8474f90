export { contentApi, CONTENT_API_PREFIX, MEDIA_ROOT, type ContentApiOptions } from './app';
export { contentStore, openContentDb, type ContentStore, type ContentStoreOptions } from './plugins/content-store';
export { ContentGeneration } from './lib/content-generation';
export { loadContentApiConfig, loadServerConfig, type ContentApiConfig, type ServerConfig } from './config';
export { CachedResponse, ResponseCache, negotiateEncoding } from './lib/response-cache';
