import * as OpenCC from 'opencc-js/cn2t';
import * as T2cn from 'opencc-js/t2cn';
import type { OpenccTarget } from '../config';

export type DeepConverter = <T>(value: T) => T;

export interface ScriptConverters {
  /** Every string inside a value, Simplified → Traditional. */
  toTraditional: DeepConverter;
  /** Text a Traditional reader typed (a filter), Traditional → the stored Simplified. */
  toSimplified: (text: string) => string;
}

/**
 * Phrases OpenCC's segmentation gets wrong in our copy. It takes the longest phrase it knows
 * from the left, so "信念里长出来" splits as 信念 / 里长 (a village head, 里長) and "办公区里正在"
 * as 办公区 / 里正 (a village officer): 里 meaning "inside" stays 里 instead of 裡. Those two
 * old titles never appear in a company's copy; taken first, 里 becomes 裡 and 长/正 convert as
 * they would alone.
 */
export const PHRASE_CORRECTIONS: readonly (readonly [string, string])[] = [
  ['里长', '裡長'],
  ['里正', '裡正'],
];

type Dict = Parameters<OpenCC.Trie['loadDict']>[0];

/**
 * Simplified → Traditional as opencc-js's own cn → tw (or twp, hk) converter does it (normalize,
 * segment by phrases, convert each segment through the chain), with PHRASE_CORRECTIONS ahead of
 * OpenCC's phrases in the segmentation and in the first conversion.
 */
function traditionalText(target: OpenccTarget): (text: string) => string {
  const config = (
    OpenCC.Locale.configs as Record<
      string,
      { normalizationChain?: Dict[][]; segmentation: Dict | Dict[]; conversionChain: readonly Dict[][] }
    >
  )[`s2${target}`];
  if (!config) throw new Error(`opencc-js has no s2${target} conversion`);
  const trie = (group: readonly Dict[]) => {
    const built = new OpenCC.Trie();
    built.loadDictGroup(group);
    return built;
  };
  const segmentation = Array.isArray(config.segmentation) ? (config.segmentation as Dict[]) : [config.segmentation];
  const segmenter = trie([PHRASE_CORRECTIONS, ...segmentation]);
  const chain = config.conversionChain.map((group, index) =>
    trie(index === 0 ? [PHRASE_CORRECTIONS, ...group] : group),
  );
  const normalize = config.normalizationChain
    ? OpenCC.ConverterFactory(...config.normalizationChain)
    : (text: string) => text;
  return (text) =>
    segmenter
      .segment(normalize(text))
      .map((segment: string) => chain.reduce((converted, step) => step.convert(converted), segment))
      .join('');
}

const hasNonAscii = (text: string) => /[\u0080-\uffff]/.test(text);

/**
 * Builds the converters once (their dictionaries take a moment). Ids, URLs and keys are ASCII
 * and pass through unchanged.
 */
export function createScriptConverters(target: OpenccTarget): ScriptConverters {
  const toTraditionalText = traditionalText(target);
  const toSimplifiedText = T2cn.Converter({ from: target, to: 'cn' });
  const convert = (value: unknown): unknown => {
    if (typeof value === 'string') return hasNonAscii(value) ? toTraditionalText(value) : value;
    if (Array.isArray(value)) return value.map(convert);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
    }
    return value;
  };
  return {
    toTraditional: convert as DeepConverter,
    toSimplified: (text) => (hasNonAscii(text) ? toSimplifiedText(text) : text),
  };
}
