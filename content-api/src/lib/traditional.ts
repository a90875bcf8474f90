import * as Cn2t from 'opencc-js/cn2t';
import * as T2cn from 'opencc-js/t2cn';
import type { OpenccTarget } from '../config';

export type DeepConverter = <T>(value: T) => T;

export interface ScriptConverters {
  /** Every string inside a value, Simplified → Traditional. */
  toTraditional: DeepConverter;
  /** Text a Traditional reader typed (a filter), Traditional → the stored Simplified. */
  toSimplified: (text: string) => string;
}

const hasNonAscii = (text: string) => /[\u0080-\uffff]/.test(text);

/**
 * Builds the converters once (their dictionaries take a moment). Ids, URLs and keys are ASCII
 * and pass through unchanged.
 */
export function createScriptConverters(target: OpenccTarget): ScriptConverters {
  const toTraditionalText = Cn2t.Converter({ from: 'cn', to: target });
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
