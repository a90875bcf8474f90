/**
 * What tests of several servers on shared stores load from the run's build: a throwaway
 * PostgreSQL server (the content API's test setup), the shell server's registry store and the
 * release writer (loaded once the site is built).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPOSITORY_ROOT as root } from './e2e-env';

export interface RunningPostgres {
  url: string;
}

export interface RegistryStore {
  close(): Promise<void>;
}

const load = createRequire(__filename);

export const postgres = load(path.join(root, 'content-api', 'test-setup', 'postgres.js')) as {
  startPostgres(): Promise<RunningPostgres>;
  stopPostgres(server: RunningPostgres): void;
};

export const releasesModule = () => ({
  ...(load('@site/shell/server/release-catalog') as {
    openRegistryStore(config: {
      registry: { store: 'file' } | { store: 'postgres'; url: string };
      releasesDir: string;
    }): Promise<RegistryStore>;
  }),
  ...(load('@site/tooling/release-writer') as {
    publishReleaseTo(
      store: RegistryStore,
      releasesDir: string,
      section: string,
      buildDir: string,
      version: string,
    ): Promise<string>;
  }),
});
