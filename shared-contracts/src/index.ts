export * from './browser';
export * from './schemas';
export * from './endpoints';
export * from './structured-data';
