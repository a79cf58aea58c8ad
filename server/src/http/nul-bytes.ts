// PostgreSQL refuses the NUL character (\u0000) in text, so a NUL anywhere in a request would end as a
// database error (a 500). Both doors refuse it up front as bad input naming the field instead; no
// legitimate form, name or note contains one.
const NUL = '\u0000';

/** The dotted path of the first string holding a NUL inside `value` ("" for the value itself), or null. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return keyPath;
      const found = findNul(item, keyPath);
      if (found !== null) return found;
    }
  }
  return null;
}

export const NUL_MESSAGE = 'Send text without NUL characters.';

/** The GraphQL spelling of NUL inside operation text: a \u0000 escape (or the raw character). */
export const hasNulInOperationText = (text: string) => text.includes(NUL) || /\\u0{4}/i.test(text) || /\\u\{0+\}/i.test(text);
