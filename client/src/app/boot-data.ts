// Answers the server sent inside the page itself (no round trip on a phone): the HTML of a page carries the result of the
// queries the page starts with (the site shell's; under /dashboard the guard's; and the page's own first
// screen's, server/src/http/boot-data.ts PAGE_STARTS) in a
// <script type="application/json" id="vbs-boot"> block, so a first load on a slow network does not wait
// one more round trip for each. Keyed by persisted operation id; each answer is used once, by the first
// request for that operation with the same variables, and only during this page load. A page the service
// worker serves from its cache has no block, and every request goes to the server as usual.
// The answers are for the page's first screen: one nobody asked for in the first BOOT_ANSWERS_FOR_MS of the
// page's life (a group chosen minutes later, say) is stale by then, and that request goes to the server.
export const BOOT_DATA_ELEMENT_ID = 'vbs-boot';
export const BOOT_ANSWERS_FOR_MS = 30_000;

/** One operation's answer as a page carries it (server/src/http/boot-data.ts writes them). */
export interface BootAnswer {
  variables: Record<string, unknown>;
  response: { data: unknown };
}

let answers: Record<string, BootAnswer> | null = null;

function read(): Record<string, BootAnswer> {
  if (answers) return answers;
  answers = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      answers = JSON.parse(element.textContent) as Record<string, BootAnswer>;
    } catch {
      answers = {};
    }
  }
  return answers;
}

/** Whether an answer's variables are the ones asked (the page's answers are matched by operation and variables). */
export function sameVariables(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}

/** Whether the page came with an answer for this operation and these variables that is still to be used. */
export function bootAnswerWaiting(id: string | null | undefined, variables: Record<string, unknown>): boolean {
  if (!id || performance.now() > BOOT_ANSWERS_FOR_MS) return false;
  const answer = read()[id];
  return !!answer && answer.response?.data != null && sameVariables(answer.variables, variables);
}

/** The answer the page came with for this operation, once; null when there is none (ask the server). */
export function takeBootAnswer<TData>(id: string | null | undefined, variables: Record<string, unknown>): { data: TData } | null {
  if (!id || !bootAnswerWaiting(id, variables)) return null;
  const all = read();
  const answer = all[id];
  delete all[id];
  return answer.response as { data: TData };
}
