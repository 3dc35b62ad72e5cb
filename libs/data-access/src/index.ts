// Server state for the portal's browser apps: the one react-query client, the hooks that read
// and change it, and the domain API calls (each with its query-key factory) that the shell and
// more than one remote use. No component here: what a screen draws is @vaultline/ui's.
export * from './lib/query-client';
export * from './hooks/use-query';
export * from './hooks/use-mutation';
export * from './hooks/use-cursor-feed';
export * from './lib/idempotency-key';
export * from './lib/transaction-query';
export * from './api/operator-content';
export * from './api/send-email-code';
export * from './api/notifications';
export * from './api/statements';
