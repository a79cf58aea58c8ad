// The browser checks a form with the same schema the server uses (forms/), so a parent reads the same
// words before anything is sent. These helpers turn the schema's findings into field errors and move
// focus to the first field to fix.
import type { z } from 'zod';
import { fieldProblems, type FieldProblems } from '../../../forms/problems.ts';
import type { FormatMessage } from '../../../shared/messages.ts';
import { RequestError } from '../relay/errors.ts';

/**
 * Problems with a payload, keyed as the server keys them ("address.city", "children[0].elective"), in the page's
 * language (its `useIntl().formatMessage`).
 */
export function problemsWith(schema: z.ZodType, payload: unknown, format: FormatMessage): FieldProblems {
  const result = schema.safeParse(payload);
  return result.success ? {} : fieldProblems(result.error, format);
}

/** The server's per-field messages when it refused the input (same keys, same words). */
export function serverProblems(error: unknown): FieldProblems {
  return error instanceof RequestError && error.code === 'BAD_INPUT' && error.fields ? error.fields : {};
}

/** After the errors render, focus the first invalid field of the form (in page order). */
export function focusFirstProblem(form: HTMLElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input, [data-problem="true"]');
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  });
}
