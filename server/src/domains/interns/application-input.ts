// How both doors read an intern application: with the form's schema (forms/intern-application.ts), once. The
// answers are checked by the interns service against this edition's questions; when the rest of the
// application is refused, the service's findings about the answers join the refusal, so one answer names every
// problem, as the browser's form does before sending.
import { answerList, internApplicationInput, type ApplicationInput } from '../../../../forms/intern-application.ts';
import { fieldProblems } from '../../../../forms/problems.ts';
import { fieldRefusal } from '../../input.ts';
import type { InternsService } from './interns.service.ts';

export async function readApplication(interns: InternsService, raw: unknown): Promise<ApplicationInput> {
  const read = internApplicationInput.safeParse(raw);
  if (read.success) return read.data;
  const sent = answerList.safeParse((raw as { responses?: unknown } | null)?.responses);
  const answers = sent.success ? await interns.answerProblems(sent.data) : {};
  throw fieldRefusal({ ...answers, ...fieldProblems(read.error) });
}
