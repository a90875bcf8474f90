/**
 * The chrome's static copy in the visitor's language. Simplified and English are written by
 * hand; Traditional is generated from Simplified by `node scripts/hant.js`.
 */
import type { Language } from '@site/shared-contracts';
import labelsE from './labels.e.json';
import labelsS from './labels.s.json';
import labelsT from './labels.t.json';

export type ChromeCopy = typeof labelsS;

/**
 * The generator converts characters with OpenCC's "tw" target, the same one the content API uses
 * for navigation names, so that header labels keep matching them. Vocabulary is not converted:
 * the one label where Taiwan usage differs from a character conversion is set here.
 */
const traditional: ChromeCopy = { ...labelsT, widget: { ...labelsT.widget, button: '線上客服' } };

const COPY: Record<Language, ChromeCopy> = { s: labelsS, t: traditional, e: labelsE };

export function chromeCopy(language: Language): ChromeCopy {
  return COPY[language];
}

/** Fills "{name}" placeholders of a copy template. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
