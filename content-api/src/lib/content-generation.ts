/**
 * The content generation as a server sees it (decision 031). Every import raises it in its
 * transaction; a server reads it before answering a request and, when it moved, drops what it
 * cached from older content. No restart, no expiry: the request after an import's commit gets
 * the new content, on every server sharing the database.
 *
 * On SQLite the read is synchronous (a prepared primary-key read on the better-sqlite3 handle,
 * microseconds), so a cached answer still goes out without waiting. On PostgreSQL the read is a
 * round trip, shared: requests that arrive while a read is under way wait for the next one,
 * which starts after they arrived, so each sees a commit made before it arrived, with about one
 * read in flight however many requests there are.
 */
import { sql } from 'kysely';
import { sqliteHandleOf, type ContentDb } from '../db/connection';

const SELECT_GENERATION = 'select generation from content_generation where id = 1';

type Listener = (generation: number) => void;

export class ContentGeneration {
  private seen: number | undefined;
  private readonly listeners: Listener[] = [];
  private readonly readNow: (() => number) | null;
  private running: Promise<number> | undefined;
  private waiting: Promise<number> | undefined;

  constructor(
    private readonly db: ContentDb,
    /** Hears a failed read; the server keeps the generation it saw last and serves on. */
    private readonly onReadError: (error: unknown) => void = () => {},
  ) {
    const sqlite = sqliteHandleOf(db);
    if (sqlite) {
      let statement: ReturnType<typeof sqlite.prepare<[], number>> | undefined;
      this.readNow = () => {
        statement ??= sqlite.prepare<[], number>(SELECT_GENERATION).pluck();
        return Number(statement.get() ?? 0);
      };
    } else {
      this.readNow = null;
    }
  }

  /** The generation last read (-1 before the first read). */
  get current(): number {
    return this.seen ?? -1;
  }

  /** Calls the listener with the new generation whenever a read finds that it moved. */
  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  /**
   * Reads the generation from the database and tells the listeners if it moved: synchronously on
   * SQLite (undefined), else a promise that settles once a read that started after this call has
   * answered. Never rejects.
   */
  check(): Promise<number> | undefined {
    if (this.readNow) {
      try {
        this.saw(this.readNow());
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
    const read: Promise<number> = sql<{ generation: number | string }>`${sql.raw(SELECT_GENERATION)}`
      .execute(this.db)
      .then(
        ({ rows }) => this.saw(Number(rows[0]?.generation ?? 0)),
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

  private saw(generation: number): number {
    if (generation !== this.seen) {
      this.seen = generation;
      for (const listener of this.listeners) listener(generation);
    }
    return generation;
  }
}
