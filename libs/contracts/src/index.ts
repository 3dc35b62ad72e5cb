export * from './errors';
export * from './platform/health';
export * from './platform/remotes';
