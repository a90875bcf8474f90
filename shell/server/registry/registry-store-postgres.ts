/**
 * The registry in PostgreSQL, for several shell servers on one database (decision 012). One row
 * per section (its current entry, its candidate, its history oldest first, when each version
 * retired), one row of the shell team's redirects (decision 072), and one generation row that every
 * write increments in the same transaction. A server
 * reads the generation (a primary-key lookup) before each document, and the sections only when
 * it changed.
 */
import { Registry, RegistryCandidate, RegistryEntry } from '@site/shared-contracts';
import { Value } from '@sinclair/typebox/value';
import { Pool, type PoolClient } from 'pg';
import { PublishedRedirects } from '../redirects/redirect-set';
import { PostgresCanaryCounts, type CanaryCountStore } from './canary-counts';
import { redirectsRecordOf, type RedirectsChange, type RedirectsRecord } from './redirects-record';
import type { RecordChange, RegistrySnapshot, RegistryStore } from './registry-store';
import { emptyRecord, type SectionRecord } from './section-record';

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
  alter table shell_registry_section alter column entry drop not null;
  alter table shell_registry_section add column if not exists candidate jsonb;
  alter table shell_registry_section add column if not exists retired jsonb not null default '{}';
  alter table shell_registry_section add column if not exists events jsonb not null default '[]';
  create table if not exists shell_canary_count (
    section text not null,
    window_start text not null,
    release text not null,
    pageviews bigint not null,
    failures bigint not null,
    primary key (section, window_start, release)
  );
  create table if not exists shell_registry_redirects (
    id smallint primary key check (id = 1),
    record jsonb not null
  );
`;

interface SectionRow {
  section: string;
  entry: unknown;
  candidate: unknown;
  history: string[];
  retired: Record<string, string>;
  events: SectionRecord['events'];
}

function recordOf(row: SectionRow | undefined): SectionRecord {
  if (!row) return emptyRecord();
  const record: SectionRecord = { history: row.history, retired: row.retired ?? {} };
  if (Array.isArray(row.events) && row.events.length > 0) record.events = row.events;
  if (Value.Check(RegistryEntry, row.entry)) record.current = row.entry;
  if (Value.Check(RegistryCandidate, row.candidate)) record.candidate = row.candidate;
  return record;
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
    const { rows } = await this.pool.query<{
      generation: string;
      redirects: unknown;
      section: string | null;
      entry: unknown;
      candidate: unknown;
    }>(
      `select g.generation, r.record -> 'current' as redirects, s.section, s.entry, s.candidate
         from shell_registry_generation g
         left join shell_registry_redirects r on r.id = 1
         left join shell_registry_section s on true
        where g.id = 1`,
    );
    const sections: Record<string, unknown> = {};
    const candidates: Record<string, unknown> = {};
    for (const row of rows) {
      if (!row.section) continue;
      if (row.entry) sections[row.section] = row.entry;
      if (row.candidate) candidates[row.section] = row.candidate;
    }
    const registry = Object.keys(candidates).length > 0 ? { sections, candidates } : { sections };
    if (!Value.Check(Registry, registry)) throw new Error('the registry in the database is not a valid registry');
    const stamp = rows[0]?.generation ?? '0';
    const redirects = rows[0]?.redirects;
    return Value.Check(PublishedRedirects, redirects) ? { registry, stamp, redirects } : { registry, stamp };
  }

  async records(sections: readonly string[]): Promise<Record<string, SectionRecord>> {
    const { rows } = await this.pool.query<SectionRow>(
      'select section, entry, candidate, history, retired, events from shell_registry_section where section = any($1)',
      [sections],
    );
    return Object.fromEntries(
      sections.map((section) => [section, recordOf(rows.find((row) => row.section === section))]),
    );
  }

  async update<T>(sections: readonly string[], change: RecordChange<T>): Promise<T> {
    return this.switching(async (client) => {
      const { rows } = await client.query<SectionRow>(
        'select section, entry, candidate, history, retired, events from shell_registry_section where section = any($1)',
        [sections],
      );
      const before = Object.fromEntries(
        sections.map((section) => [section, recordOf(rows.find((row) => row.section === section))]),
      );
      const { records, result } = change(before);
      for (const [section, record] of Object.entries(records)) {
        await client.query(
          `insert into shell_registry_section (section, entry, candidate, history, retired, events)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (section) do update
             set entry = excluded.entry, candidate = excluded.candidate,
                 history = excluded.history, retired = excluded.retired, events = excluded.events`,
          [
            section,
            record.current ? JSON.stringify(record.current) : null,
            record.candidate ? JSON.stringify(record.candidate) : null,
            record.history,
            JSON.stringify(record.retired),
            JSON.stringify(record.events ?? []),
          ],
        );
      }
      return result;
    });
  }

  async redirects(): Promise<RedirectsRecord> {
    const { rows } = await this.pool.query<{ record: unknown }>(
      'select record from shell_registry_redirects where id = 1',
    );
    return redirectsRecordOf(rows[0]?.record);
  }

  async updateRedirects<T>(change: RedirectsChange<T>): Promise<T> {
    return this.switching(async (client) => {
      const { rows } = await client.query<{ record: unknown }>(
        'select record from shell_registry_redirects where id = 1',
      );
      const { record, result } = change(redirectsRecordOf(rows[0]?.record));
      await client.query(
        `insert into shell_registry_redirects (id, record) values (1, $1)
         on conflict (id) do update set record = excluded.record`,
        [JSON.stringify(record)],
      );
      return result;
    });
  }

  canaryCounts(): CanaryCountStore {
    return new PostgresCanaryCounts(this.pool);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /**
   * A write: one transaction that first locks the generation row (writers take turns, readers
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
