import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { Environment } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { myDetailsSchema } from '../../../forms/my-details.ts';
import { FormErrorSummary } from '../components/FormErrorSummary.tsx';
import { RequestError } from '../relay/errors.ts';
import { renderWithProviders } from '../test/render.tsx';
import { useSchemaForm } from './use-schema-form.ts';

function DetailsForm({ send, onSaved }: { send: (values: unknown) => Promise<unknown>; onSaved: () => void }) {
  const { form, problems, formProps } = useSchemaForm({
    schema: myDetailsSchema,
    initialValues: { firstName: 'Dana', lastName: 'Leader', phone: '' },
    send,
    failed: 'Could not save.',
    toastKey: 'test',
    onSaved,
  });
  return (
    <form {...formProps} aria-label="Details">
      <FormErrorSummary problems={problems} />
      <TextInput label="First name" {...form.getInputProps('firstName')} />
      <TextInput label="Last name" {...form.getInputProps('lastName')} />
      <TextInput label="Phone" {...form.getInputProps('phone')} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(send: (values: unknown) => Promise<unknown>) {
  const onSaved = vi.fn();
  // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
  renderWithProviders(<DetailsForm send={send} onSaved={onSaved} />, { environment: createMockEnvironment() as unknown as Environment });
  return { onSaved };
}

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('useSchemaForm', () => {
  it('shows the shared schema’s words beside the field and in the summary, focuses it, and sends nothing', async () => {
    const send = vi.fn(async () => ({}));
    renderForm(send);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '555-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('form-error-summary').textContent).toContain('Enter a phone number like (555) 123-4567.');
    // Beside the field: the error the input names as its description.
    expect(describedBy(phone)).toContain('Enter a phone number like (555) 123-4567.');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends values that fit, and shows the server’s per-field refusal the same way', async () => {
    const refusal = new RequestError([{ message: 'Please check one answer', extensions: { code: 'BAD_INPUT', fields: { lastName: 'Enter your last name.' } } }]);
    const send = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce({});
    const { onSaved } = renderForm(send);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(612) 555-0142' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const lastName = screen.getByLabelText('Last name');
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
    expect(send).toHaveBeenCalledWith({ firstName: 'Dana', lastName: 'Leader', phone: '(612) 555-0142' });
    expect(describedBy(lastName)).toContain('Enter your last name.');
    expect(screen.getByTestId('form-error-summary').textContent).toContain('Enter your last name.');
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('form-error-summary')).toBeNull();
  });
});
