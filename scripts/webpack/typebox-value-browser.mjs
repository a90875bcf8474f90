/**
 * The TypeBox value operations the contracts run in browsers (decision 015): browser builds
 * resolve `@sinclair/typebox/value` to this file, whose `Value` holds only these, instead of
 * TypeBox's namespace of every operation. Value.Errors explains a manifest's problems at build
 * and release time, in Node; a browser never calls it, so it is left out here.
 */
import { Check, Convert } from 'typebox-esm-value-build';

function Errors() {
  throw new Error('Value.Errors is left out of browser builds (decision 015): check manifests in Node');
}

export const Value = { Check, Convert, Errors };
