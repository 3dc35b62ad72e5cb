export * from './api/api-client';
export * from './api/download';
export * from './auth/auth-api';
export * from './session/session-store';
export * from './toast/toast-store';
