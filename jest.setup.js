/** jsdom lacks the encoders React DOM's server and the router use. */
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = util.TextEncoder;
  globalThis.TextDecoder = util.TextDecoder;
}

/** A console error or warning in a unit test is a failure, not noise. */
for (const method of ['error', 'warn']) {
  const original = console[method];
  beforeEach(() => {
    console[method] = (...args) => {
      original(...args);
      throw new Error(`console.${method} was called: ${args.map(String).join(' ')}`);
    };
  });
  afterEach(() => {
    console[method] = original;
  });
}
