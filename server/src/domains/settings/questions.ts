// The questions the product itself reads answers of. They may be reworded and moved but never removed,
// because code depends on their keys: `elective` drives club placement, `church` is shown in the SPEC §3
// format, and the intern review words `acceptedJesus`, `attendedBefore` and `training` (SPEC §5).
import type { QuestionKind } from '../../generated/prisma/enums.ts';

export const PROTECTED_QUESTION_KEYS: Record<QuestionKind, readonly string[]> = {
  REGISTRATION: ['church', 'elective'],
  APPLICATION: ['acceptedJesus', 'attendedBefore', 'training'],
};

export const isProtectedQuestion = (kind: QuestionKind, key: string) => PROTECTED_QUESTION_KEYS[kind].includes(key);

/** A stable key for an admin-added question: camelCase words of the prompt, made unique. */
export function keyForPrompt(prompt: string, taken: ReadonlySet<string>): string {
  const words = prompt
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase()));
  const base = words.join('') || 'question';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
  return key;
}
