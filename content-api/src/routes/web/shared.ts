import { LANGUAGE_TYPE_CHINESE, LANGUAGE_TYPE_ENGLISH, type LanguageType } from '@site/shared-contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ContentDb } from '../../db/connection';

export function backendName(languageType: LanguageType): string {
  return languageType === 2 ? 'English' : 'Chinese';
}

export const parseList = <T>(text: string): T[] => JSON.parse(text) as T[];

/** Case-insensitive "contains" on a column, with the user's % and _ taken literally, on any dialect. */
export function contains(column: string, text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/** Offset and limit of a page; the page number and size come validated. */
export function pageWindow(query: { page?: number; pageSize?: number }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * Whether a row is live at `now` (decision 070): published, or never scheduled, and not yet
 * unpublished. `table` qualifies the columns in a join.
 */
export function isLive(now: number, table?: string): Expression<SqlBool> {
  const column = (name: string) => sql.ref(table === undefined ? name : `${table}.${name}`);
  const from = column('liveFrom');
  const until = column('liveUntil');
  return sql<SqlBool>`((${from} is null or ${from} <= ${now}) and (${until} is null or ${until} > ${now}))`;
}

type WithCounterpart = 'article' | 'productView' | 'teamMember' | 'story' | 'socialPost';

/** An item's counterpart as a detail answers it: null unless that item is live too, so no link leads to a 404. */
export async function liveCounterpart(
  db: ContentDb,
  table: WithCounterpart,
  languageType: LanguageType,
  counterpart: number | null,
  now: number,
): Promise<number | null> {
  if (counterpart === null) return null;
  const other = languageType === LANGUAGE_TYPE_CHINESE ? LANGUAGE_TYPE_ENGLISH : LANGUAGE_TYPE_CHINESE;
  const live = await db
    .selectFrom(table as 'article')
    .select('id')
    .where('languageType', '=', other)
    .where('id', '=', counterpart)
    .where(isLive(now))
    .executeTakeFirst();
  return live ? counterpart : null;
}
