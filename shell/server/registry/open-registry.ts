/**
 * The registry store the configuration names, for the shell server and for the release commands,
 * which reach it through the same environment variables (RELEASES_DIR, DATABASE_URL) as the server.
 */
import type { Registry } from '@site/shared-contracts';
import { loadShellConfig, type ShellConfig } from '../config';
import { FileRegistryStore, type RegistryStore } from './registry-store';
import { PostgresRegistryStore } from './registry-store-postgres';

/** The registry store the configuration names; PostgreSQL's tables are created when missing. */
export function openRegistryStore(
  config: Pick<ShellConfig, 'registry' | 'releasesDir'>,
  onIdleError?: (error: Error) => void,
): Promise<RegistryStore> {
  if (config.registry.store === 'postgres') return PostgresRegistryStore.open(config.registry.url, onIdleError);
  return Promise.resolve(new FileRegistryStore(config.releasesDir));
}

/** The releases folder of the configuration in the environment. */
export function configuredReleasesDir(): string {
  return loadShellConfig().releasesDir;
}

/** Runs `work(store, releasesDir)` on the store of the configuration in the environment, and closes it. */
export async function withRegistry<T>(work: (store: RegistryStore, releasesDir: string) => Promise<T>): Promise<T> {
  const config = loadShellConfig();
  const store = await openRegistryStore(config);
  try {
    return await work(store, config.releasesDir);
  } finally {
    await store.close();
  }
}

/** The registry now, as the store holds it (not necessarily registry.json). */
export function currentRegistry(): Promise<Registry> {
  return withRegistry(async (store) => (await store.read()).registry);
}
