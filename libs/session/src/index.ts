export * from './api/api-client';
export * from './auth/auth-api';
export * from './session/session-store';
export * from './toast/toast-store';
