export * from './components/page-heading';
export * from './components/amount-text';
export * from './components/masked-number';
export * from './components/status-chip';
export * from './components/version-marker';
