/**
 * A header entry shows only when the navigation content names an entry exactly as its label, in
 * the page's language (SPEC.md §2); any other name drops it silently. The release gate refuses,
 * and `npm run routes` reports, an entry whose label the navigation lacks (decision 072).
 */
import { languageQueryOf, LANGUAGES, type Language, type MenuEntry } from '@site/shared-contracts';
import type { ContentSource } from '../content-source';

/** The names of the navigation's entries, per language. */
export type NavigationNames = Record<Language, readonly string[]>;

export interface UnnamedMenuEntry {
  key: string;
  language: Language;
  label: string;
}

/** The navigation's names in Simplified, Traditional (converted as pages read it) and English. */
export async function navigationNamesOf(content: ContentSource): Promise<NavigationNames> {
  const [s, t, e] = await Promise.all(
    LANGUAGES.map(async (language) => {
      const answer = await content.get('/api/web/navigation', { ...languageQueryOf(language) });
      if (!answer.ok) throw new Error(`the navigation (${language}) could not be read: ${answer.reason}`);
      return answer.data.map((entry) => entry.name);
    }),
  );
  return { s: s!, t: t!, e: e! };
}

/** The menu entries whose label no navigation entry names, one per entry and language. */
export function unnamedMenuEntries(menu: readonly MenuEntry[], names: NavigationNames): UnnamedMenuEntry[] {
  return menu.flatMap((entry) =>
    LANGUAGES.filter((language) => !names[language].includes(entry.label[language])).map((language) => ({
      key: entry.key,
      language,
      label: entry.label[language],
    })),
  );
}
