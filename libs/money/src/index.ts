export * from './minor-units';
export * from './format';
