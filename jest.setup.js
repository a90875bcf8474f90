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

/**
 * A findBy… or waitFor waits for what it names, not for a second: on a loaded two-core CI machine a
 * lazily imported page has taken longer than testing-library's default 1 s to arrive.
 */
if (typeof document !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 10000 });
}
