import '@testing-library/jest-dom';
import { deserialize, serialize } from 'node:v8';
import { resetClientState } from '@vaultline/testing';

// jsdom lacks two things the charts (@mui/x-charts) use: structuredClone (Node's own, through v8)
// and ResizeObserver (the charts are given their height; their width stays jsdom's zero).
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(resetClientState);
