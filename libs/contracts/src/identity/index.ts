export * from './auth';
export * from './authenticator';
export * from './device';
export * from './security-activity';
export * from './identity-errors';
export * from './landing';
export * from './user';
export * from './verification';
