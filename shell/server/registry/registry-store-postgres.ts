/**
 * The registry in PostgreSQL, for several shell servers on one database (decision 012). One row
 * per section (its current entry and its history, oldest first) and one generation row that
 * every switch increments in the same transaction. A server reads the generation (a primary-key
 * lookup) before each document, and the sections only when it changed.
 */
import { Registry, RegistryEntry } from '@site/shared-contracts';
import { Value } from '@sinclair/typebox/value';
import { Pool, type PoolClient } from 'pg';
import { previousRelease, type RegistrySnapshot, type RegistryStore } from './registry-store';

/** Any number fixed for this application, so concurrent first starts create the tables once. */
const SCHEMA_LOCK = 7_150_012;

const SCHEMA = `
  create table if not exists shell_registry_generation (
    id smallint primary key check (id = 1),
    generation bigint not null
  );
  insert into shell_registry_generation (id, generation) values (1, 0) on conflict (id) do nothing;
  create table if not exists shell_registry_section (
    section text primary key,
    entry jsonb not null,
    history text[] not null
  );
`;

interface SectionRow {
  section: string;
  entry: unknown;
  history: string[];
}

export class PostgresRegistryStore implements RegistryStore {
  private constructor(private readonly pool: Pool) {}

  /**
   * Connects and creates the tables when missing. A connection the server drops while idle is
   * reported to onIdleError and replaced on next use.
   */
  static async open(url: string, onIdleError: (error: Error) => void = () => {}): Promise<PostgresRegistryStore> {
    const pool = new Pool({ connectionString: url, max: 4, application_name: 'shell-registry' });
    pool.on('error', onIdleError);
    const store = new PostgresRegistryStore(pool);
    try {
      await store.transaction(async (client) => {
        await client.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
        await client.query(SCHEMA);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  async stamp(): Promise<string> {
    const { rows } = await this.pool.query<{ generation: string }>(
      'select generation from shell_registry_generation where id = 1',
    );
    return rows[0]?.generation ?? '0';
  }

  async read(): Promise<RegistrySnapshot> {
    // One statement: the generation and the sections come from the same snapshot.
    const { rows } = await this.pool.query<{ generation: string; section: string | null; entry: unknown }>(
      `select g.generation, s.section, s.entry
         from shell_registry_generation g left join shell_registry_section s on true
        where g.id = 1`,
    );
    const registry = {
      sections: Object.fromEntries(rows.flatMap((row) => (row.section ? [[row.section, row.entry]] : []))),
    };
    if (!Value.Check(Registry, registry)) throw new Error('the registry in the database is not a valid registry');
    return { registry, stamp: rows[0]?.generation ?? '0' };
  }

  async release(section: string, entry: RegistryEntry): Promise<void> {
    await this.switching(async (client) => {
      await client.query(
        `insert into shell_registry_section (section, entry, history) values ($1, $2, array[$3])
         on conflict (section) do update
           set entry = excluded.entry, history = shell_registry_section.history || excluded.history`,
        [section, JSON.stringify(entry), entry.version],
      );
    });
  }

  async rollback(section: string, entryOf: (version: string) => RegistryEntry): Promise<string> {
    return this.switching(async (client) => {
      const { rows } = await client.query<SectionRow>(
        'select section, entry, history from shell_registry_section where section = $1',
        [section],
      );
      const row = rows[0];
      const current = Value.Check(RegistryEntry, row?.entry) ? row.entry.version : undefined;
      const { previous, remaining } = previousRelease(section, current, row?.history ?? []);
      await client.query('update shell_registry_section set entry = $2, history = $3 where section = $1', [
        section,
        JSON.stringify(entryOf(previous)),
        remaining,
      ]);
      return previous;
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /**
   * A switch: one transaction that first locks the generation row (writers take turns, readers
   * are not blocked) and increments it with the change, so a server sees all of it or none.
   */
  private switching<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return this.transaction(async (client) => {
      await client.query('select generation from shell_registry_generation where id = 1 for update');
      const result = await work(client);
      await client.query('update shell_registry_generation set generation = generation + 1 where id = 1');
      return result;
    });
  }

  private async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
