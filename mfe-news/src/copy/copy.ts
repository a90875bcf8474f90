/**
 * The section's static copy. Simplified and English are written by hand; Traditional is made
 * from Simplified at build time (`node scripts/hant.js`), so no converter reaches the browser.
 */
import type { Language } from '@site/shared-contracts';
import { useLanguage } from '@site/shared-contracts/section-kit';
import english from './news.e.json';
import simplified from './news.s.json';
import traditional from './news.t.json';

export type NewsCopy = typeof simplified;

const COPY: Record<Language, NewsCopy> = { s: simplified, t: traditional, e: english };

export function copyOf(language: Language): NewsCopy {
  return COPY[language];
}

/** The section's static copy in the language the visitor reads now. */
export function useCopy(): NewsCopy {
  return copyOf(useLanguage());
}

/** Fills the {placeholders} of a copy template. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
