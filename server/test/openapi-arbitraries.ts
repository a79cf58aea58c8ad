// fast-check arbitraries from the JSON Schemas of an OpenAPI 3.1 document: values a schema allows (for
// "valid" requests) and values it may not (for "invalid" ones). Only the keywords the document's schemas
// use are understood; anything else yields any small JSON value.
import fc from 'fast-check';

export type JsonSchema = Record<string, any>;
export interface Doc {
  components?: { schemas?: Record<string, JsonSchema> };
  [key: string]: unknown;
}

/** Most ids the tests create are small: prefer them, so some requests find a record. */
const SMALL_ID_MAX = 40;

const resolve = (schema: JsonSchema, doc: Doc): JsonSchema => {
  let s = schema;
  while (s && typeof s.$ref === 'string') s = doc.components!.schemas![s.$ref.replace('#/components/schemas/', '')];
  return s ?? {};
};

const anyJson = () => fc.jsonValue({ maxDepth: 2 });

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
  if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200));
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 30) }).filter((v) => v.length >= (s.minLength ?? 0));
}

function integerOf(s: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(s.minimum ?? -2_147_483_648, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -Infinity);
  const max = Math.min(s.maximum ?? 2_147_483_647, s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Infinity);
  const small = fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, SMALL_ID_MAX)) });
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
}

/** Merges the object schemas of an allOf into one. */
function mergeAll(parts: JsonSchema[], doc: Doc): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts.map((p) => resolve(p, doc))) {
    Object.assign(merged.properties, part.properties ?? {});
    merged.required.push(...(part.required ?? []));
  }
  return merged;
}

/** Values the schema allows. */
export function valid(schema: JsonSchema | undefined, doc: Doc, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema ?? {}, doc);
  if (depth > 6) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) return fc.oneof(...(s.anyOf ?? s.oneOf).map((x: JsonSchema) => valid(x, doc, depth + 1)));
  if (Array.isArray(s.allOf)) return valid(mergeAll(s.allOf, doc), doc, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type: string) => valid({ ...s, type }, doc, depth + 1)));
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerOf(s);
    case 'number':
      return fc.oneof(integerOf(s), fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true }));
    case 'string':
      return stringOf(s);
    case 'array':
      return fc.array(valid(s.items, doc, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    case 'object': {
      const properties: Record<string, JsonSchema> = s.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value, doc, depth + 1)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k: string) => k in properties) });
    }
    default:
      return anyJson();
  }
}

/** A value that breaks the schema somewhere: a wrong type, or a valid object with one field wrong or missing. */
export function invalid(schema: JsonSchema | undefined, doc: Doc): fc.Arbitrary<unknown> {
  const s = resolve(schema ?? {}, doc);
  const object = Array.isArray(s.allOf) ? mergeAll(s.allOf, doc) : s;
  const wrongField =
    object.type === 'object' && object.properties && Object.keys(object.properties).length
      ? fc
          .tuple(valid(object, doc) as fc.Arbitrary<Record<string, unknown>>, fc.constantFrom(...Object.keys(object.properties)), fc.option(anyJson(), { nil: undefined }))
          .map(([value, key, wrong]) => {
            const copy = { ...value };
            if (wrong === undefined) delete copy[key];
            else copy[key] = wrong;
            return copy;
          })
      : anyJson();
  return fc.oneof(wrongField, anyJson(), fc.constantFrom('', 'x', -1, 0, 1.5, 2 ** 40, true, [], {}, null));
}

/** Text for a path or query value: what the parameter's schema allows, as it is written in an address. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Text no id, number or date parameter takes. */
export const wrongText = () => fc.oneof(fc.constantFrom('0', '-1', 'abc', '1.5', '99999999999', ' ', '2025-02-30', 'true'), fc.string({ maxLength: 12 }));
