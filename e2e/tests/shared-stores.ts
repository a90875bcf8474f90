/**
 * What tests of several servers on shared stores load from the run's build: a throwaway
 * PostgreSQL server (the content API's test setup) and the shell server's registry, its stores
 * and release writer (loaded once the site is built).
 */
import { createRequire } from 'node:module';

export interface RunningPostgres {
  url: string;
}

export interface RegistryStore {
  close(): Promise<void>;
}

const load = createRequire(__filename);

export const postgres = load('@site/content-api/test-postgres') as {
  startPostgres(): Promise<RunningPostgres>;
  stopPostgres(server: RunningPostgres): void;
};

export const releasesModule = () => ({
  ...(load('@site/shell/server/registry') as {
    openRegistryStore(config: {
      registry: { store: 'file' } | { store: 'postgres'; url: string };
      releasesDir: string;
    }): Promise<RegistryStore>;
    publishReleaseTo(
      store: RegistryStore,
      releasesDir: string,
      section: string,
      buildDir: string,
      version: string,
    ): Promise<string>;
  }),
});
