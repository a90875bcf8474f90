import * as browser from './browser';
import * as full from './index';
import * as keys from './keys';
import * as schemas from './schemas';

/**
 * What only Node code (content API, release gate, shell server, the builds) takes: the answer
 * schemas, and the JSON-LD builders, which check the answers against them; the members of the
 * modules the browser entry names its members of (decision 066).
 */
const nodeOnly = new Set([
  'endpoints',
  'structuredDataOf',
  ...Object.keys(schemas).filter((name) => !(name in keys)),
  'SINGLETON_PACKAGES',
  'sharedModules',
  'Registry',
  'RegistryEntry',
  'RegistryServerEntry',
  'RegistryCandidate',
  'CandidateVerification',
  'CandidateCanary',
  'browserEntryOf',
  'releaseServerPath',
  'REGISTRY_URL',
  'DEFAULT_SERVER_TIMEOUT_MS',
  'DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS',
  'serializeState',
  'SERVER_ENTRY_CONTRACT',
  'SERVER_ENTRY_FILE',
  'manifestProblems',
]);

test('the browser entry exports every runtime value of the public entry except the Node-only ones', () => {
  expect(Object.keys(browser).sort()).toEqual(
    Object.keys(full)
      .filter((name) => !nodeOnly.has(name))
      .sort(),
  );
});

test('the browser entry loads neither the entity schemas nor the answer table', () => {
  jest.isolateModules(() => {
    jest.doMock('./schemas', () => {
      throw new Error('the entity schemas were loaded');
    });
    jest.doMock('./endpoints', () => {
      throw new Error('the answer table was loaded');
    });
    expect(() => jest.requireActual('./browser')).not.toThrow();
  });
});
