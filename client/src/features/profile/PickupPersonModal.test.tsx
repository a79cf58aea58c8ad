// The pickup person dialog: who may (or must not) collect the children, sent as savePickupPerson with the
// answers; the server's per-field refusals beside their fields; any other failure as an error toast.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastStack } from '../../app/ToastStack.tsx';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, mockEnvironment, sentOperation } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { Person } from './people-records.ts';
import { PickupPersonModal } from './PickupPersonModal.tsx';

const UNCLE = { id: 'pickup-3', databaseId: 3, name: 'Tom Baker', relationship: 'Uncle', phone: '555-0101', mayPickUp: true, note: '' } as unknown as Person;

async function renderModal(person: Person | null) {
  const { mock, environment } = mockEnvironment();
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <>
      <PickupPersonModal person={person} onClose={onClose} onSaved={onSaved} />
      <ToastStack />
    </>,
    { environment },
  );
  const dialog = await screen.findByRole('dialog', { name: person ? 'Edit pickup person' : 'Add a pickup person' }, { timeout: 10_000 });
  return { mock, onClose, onSaved, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(field(dialog, label), { target: { value } });

afterEach(clearToasts);

// Each test renders a Mantine modal; on a loaded 2-core machine that alone can take seconds.
describe('PickupPersonModal', { timeout: 30_000 }, () => {
  it('adds someone who may pick up: sends savePickupPerson without an id, then confirms', async () => {
    const { mock, onSaved, dialog } = await renderModal(null);
    type(dialog, 'Name', 'Ann Lee');
    type(dialog, 'Relationship to the children', 'Grandmother');
    type(dialog, 'Phone', '555-0199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const sent = await sentOperation(mock, 'usePickupPeopleMutationsSaveMutation');
    expect(sent.request.variables).toEqual({ input: { name: 'Ann Lee', relationship: 'Grandmother', phone: '555-0199', mayPickUp: true, note: '' } });
    act(() => mock.mock.resolve(sent, MockPayloadGenerator.generate(sent)));
    expect((await screen.findByRole('status')).textContent).toContain('Pickup list saved.');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('marks someone who must NOT pick up: warns that staff will see it, and sends mayPickUp false with the id', async () => {
    const { mock, dialog } = await renderModal(UNCLE);
    expect(field(dialog, 'Name').value).toBe('Tom Baker');
    expect(within(dialog).queryByText('Staff will see a warning at check-out')).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'This person must NOT pick up my children' }));
    expect(await within(dialog).findByText('Staff will see a warning at check-out')).toBeTruthy();
    type(dialog, 'Note for staff', 'Court order on file');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const sent = await sentOperation(mock, 'usePickupPeopleMutationsSaveMutation');
    expect(sent.request.variables).toEqual({ input: { id: 3, name: 'Tom Baker', relationship: 'Uncle', phone: '555-0101', mayPickUp: false, note: 'Court order on file' } });
  });

  it('shows the server’s refusal beside the field it names, and keeps the dialog', async () => {
    const { mock, onSaved, dialog } = await renderModal(UNCLE);
    type(dialog, 'Phone', '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const sent = await sentOperation(mock, 'usePickupPeopleMutationsSaveMutation');
    const refusal = 'Enter a phone number with 7 or 10 digits.';
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'The pickup person is not valid.', extensions: { code: 'BAD_INPUT', fields: { phone: refusal } } }])));

    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(field(dialog, 'Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why in an error toast when saving fails for another reason', async () => {
    const { mock, onSaved, dialog } = await renderModal(UNCLE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const sent = await sentOperation(mock, 'usePickupPeopleMutationsSaveMutation');
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'Only a parent of these children may change who picks them up.', extensions: { code: 'FORBIDDEN' } }])));

    expect((await screen.findByRole('alert')).textContent).toContain('Only a parent of these children may change who picks them up.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit pickup person' })).toBeTruthy();
  });
});
