// jsdom lacks a few globals that browsers (and the router) have.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
