/**
 * The TypeBox builders the contracts use in browsers, and nothing else (decision 015). Browser
 * builds resolve `@sinclair/typebox` to this file: TypeBox's `Type` is one object holding every
 * builder, which no bundler can tree-shake. typebox-browser.test.js fails when
 * the contracts use a builder that is missing here.
 */
import {
  Array as ArrayType,
  Boolean as BooleanType,
  Integer,
  Literal,
  Null,
  Object as ObjectType,
  Optional,
  Record,
  String as StringType,
  Union,
} from 'typebox-esm-build';

/**
 * Type.Composite of object schemas, the only kind the contracts compose: their properties in one
 * object. TypeBox's own handles every kind of schema and brings most of TypeBox along; in
 * browsers these composed schemas are only built, never checked.
 */
function Composite(schemas, options) {
  return ObjectType(Object.assign({}, ...schemas.map((schema) => schema.properties)), options);
}

export const Type = {
  Array: ArrayType,
  Boolean: BooleanType,
  Composite,
  Integer,
  Literal,
  Null,
  Object: ObjectType,
  Optional,
  Record,
  String: StringType,
  Union,
};
