export { contentApi, openContentDb, CONTENT_API_PREFIX, MEDIA_ROOT, type ContentApiOptions } from './app';
export { loadContentApiConfig, loadServerConfig, type ContentApiConfig, type ServerConfig } from './config';
export { CachedResponse, ResponseCache, negotiateEncoding } from './lib/response-cache';
