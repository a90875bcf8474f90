/**
 * The section's static copy. Simplified and English are written by hand; Traditional is made
 * from Simplified at build time (`node scripts/hant.js`), so no converter reaches the browser.
 */
import type { Language } from '@site/shared-contracts';
import { useLanguage } from '@site/shared-contracts/section-kit';
import english from './home.e.json';
import simplified from './home.s.json';
import traditional from './home.t.json';

export type HomeCopy = typeof simplified;

const COPY: Record<Language, HomeCopy> = { s: simplified, t: traditional, e: english };

export function copyOf(language: Language): HomeCopy {
  return COPY[language];
}

/** The section's static copy in the language the visitor reads now. */
export function useCopy(): HomeCopy {
  return copyOf(useLanguage());
}

/** Fills the {placeholders} of a copy template. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
