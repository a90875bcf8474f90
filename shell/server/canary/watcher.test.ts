/**
 * Canary watchers of several servers on one store (decision 078), the file store and a throwaway
 * PostgreSQL: their counts add up, a healthy candidate stays, and a failing one is withdrawn exactly
 * once however many watchers decide at the same moment, with its reason in the section's history.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { RegistryEntry } from '@site/shared-contracts';
import {
  canaryIn,
  FileRegistryStore,
  PostgresRegistryStore,
  releaseIn,
  stageAllIn,
  type RegistryStore,
} from '../registry';
import { CanaryCounter } from './counter';
import { DEFAULT_CANARY_RULE } from './rule';
import { CanaryWatcher } from './watcher';

interface RunningPostgres {
  url: string;
}
const { startPostgres, stopPostgres } = createRequire(__filename)('@site/content-api/test-postgres') as {
  startPostgres(): Promise<RunningPostgres>;
  stopPostgres(server: RunningPostgres): void;
};

const SECTION = 'mfe-news';
const entry = (version: string): RegistryEntry => ({
  version,
  manifest: `/releases/${SECTION}/${version}/client/mf-manifest.json`,
  routes: `/releases/${SECTION}/${version}/client/routes.json`,
});
const silent = { info: () => {}, warn: () => {} };

/** `n` watchers (servers) on `store`, each with its own counter. */
function serversOn(store: RegistryStore, n: number) {
  return Array.from({ length: n }, () => {
    const counter = new CanaryCounter();
    const watcher = new CanaryWatcher({
      store,
      counts: store.canaryCounts!(),
      counter,
      registry: async () => (await store.read()).registry,
      rule: DEFAULT_CANARY_RULE,
      log: silent,
    });
    return { counter, watcher };
  });
}

/** v1 current, v2 its candidate on canary to 50 %: the registry every server follows. */
async function canaryOn(store: RegistryStore) {
  await releaseIn(store, SECTION, entry('v1'));
  await stageAllIn(store, { [SECTION]: entry('v2') });
  await canaryIn(store, SECTION, 50);
  return (await store.read()).registry;
}

function count(counter: CanaryCounter, release: string, pageviews: number, failures: number) {
  for (let i = 0; i < pageviews; i += 1) counter.pageView(SECTION, release);
  for (let i = 0; i < failures; i += 1) counter.failure(SECTION, release);
}

const stores: Array<[string, () => Promise<RegistryStore>]> = [];
let postgres: RunningPostgres;
let databases = 0;
const folders: string[] = [];

stores.push([
  'the file store',
  async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-watch-'));
    folders.push(folder);
    return new FileRegistryStore(folder);
  },
]);
stores.push([
  'PostgreSQL',
  async () => {
    databases += 1;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create database canary_${databases}`);
    await admin.end();
    return PostgresRegistryStore.open(postgres.url.replace(/\/[^/]*$/, `/canary_${databases}`));
  },
]);

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(() => {
  stopPostgres(postgres);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe.each(stores)('canary watchers on %s', (_name, open) => {
  let store: RegistryStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it("adds every server's counts, and keeps a healthy candidate", async () => {
    const registry = await canaryOn(store);
    const servers = serversOn(store, 2);
    for (const { counter } of servers) {
      counter.follow(registry);
      count(counter, 'v2', 150, 1);
      count(counter, 'v1', 150, 1);
      // Another section and a release the canary does not compare are not counted.
      counter.pageView('mfe-about', 'v2');
      count(counter, 'v0', 10, 10);
    }
    for (const { watcher } of servers) expect(await watcher.tick()).toEqual([]);
    const sums = await store.canaryCounts!().read(SECTION, registry.candidates![SECTION]!.canary!.startedAt);
    expect(
      sums
        .sort((a, b) => (a.release < b.release ? -1 : 1))
        .map(({ release, pageviews, failures }) => [release, pageviews, failures]),
    ).toEqual([
      ['v1', 300, 2],
      ['v2', 300, 2],
    ]);
    expect((await store.records([SECTION]))[SECTION]!.candidate!.canary!.percent).toBe(50);
  });

  it('withdraws a failing candidate exactly once when four watchers decide at once, and records why', async () => {
    const registry = await canaryOn(store);
    const { startedAt } = registry.candidates![SECTION]!.canary!;
    // Every server's flush already holds enough to decide: each of the four decides to withdraw.
    await store.canaryCounts!().add([
      { section: SECTION, window: startedAt, release: 'v2', pageviews: 240, failures: 60 },
      { section: SECTION, window: startedAt, release: 'v1', pageviews: 250, failures: 1 },
    ]);
    const servers = serversOn(store, 4);
    const withdrawn = await Promise.all(servers.map(({ watcher }) => watcher.tick()));
    expect(withdrawn.filter((sections) => sections.length > 0)).toEqual([[SECTION]]);
    const record = (await store.records([SECTION]))[SECTION]!;
    expect(record.current?.version).toBe('v1');
    expect(record.candidate?.entry.version).toBe('v2');
    expect(record.candidate?.canary?.percent).toBe(0);
    const events = record.events!.filter((event) => event.event === 'withdrawn');
    expect(events).toHaveLength(1);
    expect(events[0]!.reason).toMatch(
      /^withdrawn automatically: 60 failures in 240 page views \(25\.0 %\) against 1 in 250/,
    );
    // Nothing runs any more: the next ticks withdraw nothing.
    for (const { watcher } of servers) expect(await watcher.tick()).toEqual([]);
  });
});
