/**
 * Static copy of a section: Simplified and English written by hand, Traditional made from
 * Simplified at build time (`node scripts/hant.js`), so no converter reaches the browser.
 * `createCopy` gives a section its `copyOf`/`useCopy`; the kit's own strings (loading, errors)
 * are made the same way.
 */
import type { Language } from '../language';
import english from './copy/kit.e.json';
import simplified from './copy/kit.s.json';
import traditional from './copy/kit.t.json';
import { useLanguage } from './section-context';

export interface SectionCopy<C> {
  copyOf(language: Language): C;
  /** The copy in the language the visitor reads now. */
  useCopy(): C;
}

export function createCopy<C>(copies: Record<Language, C>): SectionCopy<C> {
  const copyOf = (language: Language) => copies[language];
  return { copyOf, useCopy: () => copyOf(useLanguage()) };
}

/** Fills the {placeholders} of a copy template and keeps unknown ones. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

export type KitCopy = typeof simplified;

export const kitCopy = createCopy<KitCopy>({ s: simplified, t: traditional, e: english });

/** The keys and value types of a copy object, to compare the three languages. */
export function copyShapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyShapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyShapeOf(item)]));
  }
  return typeof value;
}
