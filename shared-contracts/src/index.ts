export * from './browser';
// The members of these only Node uses (browser.ts names the rest).
export * from './federation';
export * from './registry';
export * from './state';
export * from './server-entry';
export * from './section-routes';
export * from './schemas';
export * from './endpoints';
export * from './structured-data';
