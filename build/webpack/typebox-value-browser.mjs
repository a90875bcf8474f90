/**
 * TypeBox's value operations in browser builds (decisions 015 and 027): none. Browser builds
 * resolve `@sinclair/typebox/value` to this file. The contracts check URL query values with
 * `fitsQuerySchema` (plain code, held equal to TypeBox by a test), and only explain or check a
 * section's manifest (`manifestProblems`) at build and release time, in Node; a browser that
 * called one of these would have a bug, which is said at once instead of bundling TypeBox's
 * value module (about 7 KB compressed) into every first load.
 */
function leftOut(name) {
  return () => {
    throw new Error(`Value.${name} is left out of browser builds (decision 027): check manifests in Node`);
  };
}

export const Value = { Check: leftOut('Check'), Convert: leftOut('Convert'), Errors: leftOut('Errors') };
