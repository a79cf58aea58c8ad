// One form's wiring around the schema the server checks with (forms/): Mantine's form validates with the
// schema's resolver before anything is sent; problems (the browser's, or the server's per-field answer)
// show beside their fields and in the summary at the top, and focus moves to the first one. A saved form
// toasts; any other failure toasts the server's message.
//
//   const { form, problems, formProps } = useSchemaForm({ schema, initialValues, send, … });
//   <form {...formProps} aria-label="…"><FormErrorSummary problems={problems} /> … </form>
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { localizedProblems, type FieldProblems } from '../../../forms/problems.ts';
import { useIntl } from '../i18n/intl.tsx';
import { errorMessage } from '../lib/mutation.ts';
import { focusFirstProblem, serverProblems } from './form-problems.ts';
import { toast } from './toast.ts';

export interface SchemaFormOptions<Values> {
  /** The shared schema; the form's values are its input (field names as the server names them). */
  schema: z.ZodType;
  initialValues: Values;
  /** Sends the checked values; rejects with the server's error. */
  send: (values: Values) => Promise<unknown>;
  /** Toasted once saved; nothing when left out (the page shows the change itself). */
  saved?: string | ((values: Values) => string);
  /** Toasted when the server refuses without naming a field and gives no message. */
  failed: string;
  /** Toast key, so a second try replaces the first toast. */
  toastKey?: string;
  onSaved?: () => void;
}

export function useSchemaForm<Values extends Record<string, unknown>>({ schema, initialValues, send, saved, failed, toastKey, onSaved }: SchemaFormOptions<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const intl = useIntl();
  const [problems, setProblems] = useState<FieldProblems>({});
  // errorPriority 'first': one message per field, the first the schema finds, as the server reports it.
  const form = useForm<Values>({ mode: 'controlled', initialValues, validate: zod4Resolver(schema, { errorPriority: 'first' }) });

  const showProblems = (found: FieldProblems) => {
    form.setErrors(found);
    setProblems(found);
    focusFirstProblem(formRef.current);
  };

  const onSubmit = form.onSubmit(
    async (values) => {
      setProblems({});
      try {
        await send(values);
        if (saved) toast.success(typeof saved === 'function' ? saved(values) : saved, { key: toastKey });
        onSaved?.();
      } catch (error) {
        const refused = serverProblems(error);
        if (Object.keys(refused).length) showProblems(refused);
        else toast.error(errorMessage(error, failed), { key: toastKey });
      }
    },
    // The schema writes its problems in English; the page shows them in its own language (shared/messages.ts).
    (errors) => showProblems(localizedProblems(errors as FieldProblems, intl.formatMessage)),
  );

  return { form, problems, formProps: { ref: formRef, onSubmit, noValidate: true } };
}
