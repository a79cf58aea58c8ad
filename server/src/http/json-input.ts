// What every JSON input (a REST body, GraphQL variables) must be before anything walks it: nested at most
// JSON_NESTING_MAX levels, and free of NUL characters. No form or API call nests anywhere near that deep,
// while a recursive walk (the NUL scan, the schema checks) of a value nested thousands of levels deep
// overflows the stack, so depth is measured first, without recursion.
import { findNul, NUL_MESSAGE } from './nul-bytes.ts';

export const JSON_NESTING_MAX = 64;

/** Whether arrays and objects inside `value` are nested more than `max` levels deep. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** The field to name and what is wrong with it, or null when the input may be read. `whole` names the input itself. */
export function jsonInputProblem(value: unknown, whole: 'body' | 'variables'): { field: string; message: string } | null {
  if (nestedDeeperThan(value, JSON_NESTING_MAX)) return { field: whole, message: `Nest no more than ${JSON_NESTING_MAX} levels deep.` };
  const nulAt = findNul(value);
  if (nulAt !== null) return { field: nulAt || whole, message: NUL_MESSAGE };
  return null;
}
