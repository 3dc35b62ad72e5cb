// Test helpers for the front-end apps and libs. Only specs and test setup may import this lib
// (lint enforces it); it is not part of any webpack build.
export * from './api-stub';
export * from './fill';
export * from './render';
export * from './session';
export * from './accounts';
