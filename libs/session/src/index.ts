export * from './api/api-client';
export * from './session/session-store';
export * from './toast/toast-store';
