/**
 * The content generation as a server sees it (decision 031). Every import raises it in its
 * transaction; a server reads it before answering a request and, when it moved, drops what it
 * cached from older content. No restart, no expiry: the request after an import's commit gets
 * the new content, on every server sharing the database.
 *
 * Scheduled items (decision 070) change what is live with no import: with each generation the
 * server loads the times items go live or leave (the boundaries), and `current` also counts the
 * boundaries passed, so every cache keyed by it drops at a boundary as after an import. A request
 * pays one number compare for that when nothing is scheduled, and a clock read when something is.
 *
 * On SQLite the read is synchronous (a prepared primary-key read on the better-sqlite3 handle,
 * microseconds), so a cached answer still goes out without waiting. On PostgreSQL the read is a
 * round trip, shared: requests that arrive while a read is under way wait for the next one,
 * which starts after they arrived, so each sees a commit made before it arrived, with about one
 * read in flight however many requests there are.
 */
import { sql } from 'kysely';
import { CONTENT_KINDS } from '../content/kinds';
import { sqliteHandleOf, type ContentDb } from '../db/connection';

const SELECT_GENERATION = 'select generation from content_generation where id = 1';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The generation and every schedule boundary, from one statement and so from one snapshot.
 * One-word column names: Kysely's CamelCasePlugin renames the others in PostgreSQL's answers.
 */
const SELECT_SCHEDULE = [
  "select 'generation' as kind, generation as at from content_generation where id = 1",
  ...CONTENT_KINDS.flatMap(({ table }) =>
    ['live_from', 'live_until'].map(
      (column) => `select 'boundary' as kind, ${column} as at from ${snakeCase(table)} where ${column} is not null`,
    ),
  ),
].join(' union all ');

interface ScheduleRow {
  kind: 'generation' | 'boundary';
  /** bigint: a string from pg. */
  at: number | string;
}

interface Schedule {
  generation: number;
  /** Epoch milliseconds, ascending. */
  boundaries: number[];
}

function scheduleOf(rows: readonly ScheduleRow[]): Schedule {
  let generation = 0;
  const boundaries: number[] = [];
  for (const row of rows) {
    if (row.kind === 'generation') generation = Number(row.at);
    else boundaries.push(Number(row.at));
  }
  return { generation, boundaries: boundaries.sort((a, b) => a - b) };
}

type Listener = (generation: number) => void;

export class ContentGeneration {
  private seen: number | undefined;
  private boundaries: readonly number[] = [];
  private passed = 0;
  private next = Infinity;
  private readonly listeners: Listener[] = [];
  private readonly sqlite: { generation(): number; schedule(): Schedule } | null;
  private running: Promise<number> | undefined;
  private waiting: Promise<number> | undefined;

  constructor(
    private readonly db: ContentDb,
    /** Hears a failed read; the server keeps the generation it saw last and serves on. */
    private readonly onReadError: (error: unknown) => void = () => {},
    /** The time in epoch milliseconds: what the boundaries are compared with. */
    private readonly clock: () => number = Date.now,
  ) {
    const handle = sqliteHandleOf(db);
    if (handle) {
      let generation: ReturnType<typeof handle.prepare<[], number>> | undefined;
      let schedule: ReturnType<typeof handle.prepare<[], ScheduleRow>> | undefined;
      this.sqlite = {
        generation: () => {
          generation ??= handle.prepare<[], number>(SELECT_GENERATION).pluck();
          return Number(generation.get() ?? 0);
        },
        schedule: () => {
          schedule ??= handle.prepare<[], ScheduleRow>(SELECT_SCHEDULE);
          return scheduleOf(schedule.all());
        },
      };
    } else {
      this.sqlite = null;
    }
  }

  /**
   * The generation last read, plus the share of its schedule boundaries passed (-1 before the
   * first read): it only grows, an import or a boundary makes it larger, and it stays the
   * database's whole number while no boundary of that generation has passed.
   */
  get current(): number {
    return this.seen === undefined ? -1 : this.seen + this.passed / (this.boundaries.length + 1);
  }

  /** When the content next changes by its schedule, in epoch milliseconds; Infinity when nothing is due. */
  get nextBoundary(): number {
    return this.next;
  }

  /** Calls the listener with the new generation whenever a read or a boundary finds that it moved. */
  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  /**
   * Counts the boundaries whose time has come, and tells the listeners when there are new ones.
   * Nothing scheduled: one compare.
   */
  followSchedule(): void {
    if (this.next === Infinity) return;
    const now = this.clock();
    if (now >= this.next && this.pass(now)) this.tell();
  }

  /**
   * Reads the generation from the database and tells the listeners if it moved: synchronously on
   * SQLite (undefined), else a promise that settles once a read that started after this call has
   * answered. Then follows the schedule. Never rejects.
   */
  check(): Promise<number> | undefined {
    if (this.sqlite) {
      try {
        if (this.seen === undefined || this.sqlite.generation() !== this.seen) this.saw(this.sqlite.schedule());
        else this.followSchedule();
      } catch (error) {
        this.onReadError(error);
      }
      return undefined;
    }
    if (!this.running) return this.startRead();
    this.waiting ??= this.running.then(() => {
      this.waiting = undefined;
      return this.startRead();
    });
    return this.waiting;
  }

  private startRead(): Promise<number> {
    const read: Promise<number> = this.readAsync()
      .then(
        () => this.current,
        (error: unknown) => {
          this.onReadError(error);
          return this.current;
        },
      )
      .finally(() => {
        if (this.running === read) this.running = undefined;
      });
    this.running = read;
    return read;
  }

  /** The generation; the schedule too when the generation is new (in one statement on the first read). */
  private async readAsync(): Promise<void> {
    if (this.seen !== undefined) {
      const { rows } = await sql<{ generation: number | string }>`${sql.raw(SELECT_GENERATION)}`.execute(this.db);
      if (Number(rows[0]?.generation ?? 0) === this.seen) {
        this.followSchedule();
        return;
      }
    }
    const { rows } = await sql<ScheduleRow>`${sql.raw(SELECT_SCHEDULE)}`.execute(this.db);
    this.saw(scheduleOf(rows));
  }

  private saw({ generation, boundaries }: Schedule): void {
    const before = this.current;
    this.seen = generation;
    this.boundaries = boundaries;
    this.passed = 0;
    this.next = boundaries[0] ?? Infinity;
    this.pass(this.clock());
    if (this.current !== before) this.tell();
  }

  /** Moves past the boundaries at or before `now`; whether it passed any. */
  private pass(now: number): boolean {
    let passed = this.passed;
    while (passed < this.boundaries.length && (this.boundaries[passed] ?? Infinity) <= now) passed += 1;
    if (passed === this.passed) return false;
    this.passed = passed;
    this.next = this.boundaries[passed] ?? Infinity;
    return true;
  }

  private tell(): void {
    const generation = this.current;
    for (const listener of this.listeners) listener(generation);
  }
}
