export * from './admin';
export * from './banking';
export * from './common';
export * from './errors';
export * from './identity';
export * from './platform/health';
export * from './platform/remotes';
export * from './platform/capabilities';
