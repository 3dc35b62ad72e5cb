export * from './auth';
export * from './identity-errors';
export * from './landing';
export * from './user';
