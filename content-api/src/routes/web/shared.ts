import type { LanguageType } from '@site/shared-contracts';
import { sql, type Expression, type SqlBool } from 'kysely';

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
