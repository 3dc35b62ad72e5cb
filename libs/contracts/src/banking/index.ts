export * from './accounts';
export * from './money';
export * from './support';
export * from './transactions';
export * from './transfers';
export * from './statements';
