export * from './approvals';
export * from './audit';
export * from './ledger-ops';
export * from './review';
export * from './support';
export * from './users';
export * from './ach';
export * from './verification-reviews';
