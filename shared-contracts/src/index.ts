export * from './language';
export * from './schemas';
export * from './endpoints';
export * from './routes';
export * from './events';
export * from './federation';
