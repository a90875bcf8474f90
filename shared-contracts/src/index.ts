export * from './browser';
export * from './schemas';
export * from './endpoints';
