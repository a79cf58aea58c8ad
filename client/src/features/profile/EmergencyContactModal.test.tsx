// The emergency contact dialog: the shared schema's words before anything is sent, the mutation and its
// variables once the answers are good, the server's per-field refusals beside their fields, and any other
// failure as an error toast with the dialog left open.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastStack } from '../../app/ToastStack.tsx';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, mockEnvironment, sentOperation } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { Contact } from './people-records.ts';
import { EmergencyContactModal } from './EmergencyContactModal.tsx';

const GRANDMA = { id: 'contact-7', name: { firstName: 'Rose', lastName: 'Miller' }, priority: 1, relationship: 'RELATIVE', phone: '5551234567' } as Contact;

async function renderModal(contact: Contact | null) {
  const { mock, environment } = mockEnvironment();
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <EmergencyContactModal contact={contact} onClose={onClose} />
      <ToastStack />
    </>,
    { environment },
  );
  const dialog = await screen.findByRole('dialog', { name: contact ? 'Edit emergency contact' : 'Add an emergency contact' }, { timeout: 10_000 });
  return { mock, onClose, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(field(dialog, label), { target: { value } });

async function chooseRelationship(dialog: HTMLElement, label: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: 'Relationship' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

afterEach(clearToasts);

// Each test renders a Mantine modal with a select; on a loaded 2-core machine that alone can take seconds.
describe('EmergencyContactModal', { timeout: 30_000 }, () => {
  it('adds a contact: sends saveEmergencyContact with the answers, confirms, and closes', async () => {
    const { mock, onClose, dialog } = await renderModal(null);
    type(dialog, 'First name', 'Rose');
    type(dialog, 'Last name', 'Miller');
    await chooseRelationship(dialog, 'Relative');
    type(dialog, 'Phone', '555-123-4567');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));

    const sent = await sentOperation(mock, 'useSaveEmergencyContactMutation');
    expect(sent.request.variables).toEqual({ input: { id: null, firstName: 'Rose', lastName: 'Miller', relationship: 'RELATIVE', phone: '555-123-4567' } });
    act(() => mock.mock.resolve(sent, MockPayloadGenerator.generate(sent)));
    expect((await screen.findByRole('status')).textContent).toContain('Emergency contact added.');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('offers grandparent, aunt/uncle, adult sibling and other; "other" asks who they are and sends the words', async () => {
    const { mock, dialog } = await renderModal(null);
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Relationship' }));
    for (const option of ['Parent/Guardian', 'Grandparent', 'Aunt/Uncle', 'Brother/Sister (18 or older)', 'Relative', 'Family Friend', 'Other']) {
      expect(await screen.findByRole('option', { name: option })).toBeTruthy();
    }
    fireEvent.click(await screen.findByRole('option', { name: 'Other' }));
    type(dialog, 'First name', 'Ned');
    type(dialog, 'Last name', 'Holm');
    type(dialog, 'Phone', '555-123-4567');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Say who this person is to your family (e.g. neighbor).');
    expect(mock.mock.getAllOperations()).toEqual([]);

    type(dialog, 'Who are they to your family?', 'Neighbor');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    const sent = await sentOperation(mock, 'useSaveEmergencyContactMutation');
    expect(sent.request.variables).toEqual({ input: { id: null, firstName: 'Ned', lastName: 'Holm', relationship: 'OTHER', relationshipOther: 'Neighbor', phone: '555-123-4567' } });
  });

  it('edits a contact with its id, starting from what is on file', async () => {
    const { mock, dialog } = await renderModal(GRANDMA);
    expect(field(dialog, 'First name').value).toBe('Rose');
    expect(field(dialog, 'Phone').value).toBe('(555) 123-4567');
    type(dialog, 'Phone', '555 765 4321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    const sent = await sentOperation(mock, 'useSaveEmergencyContactMutation');
    expect(sent.request.variables).toEqual({ input: { id: 'contact-7', firstName: 'Rose', lastName: 'Miller', relationship: 'RELATIVE', phone: '555 765 4321' } });
    act(() => mock.mock.resolve(sent, MockPayloadGenerator.generate(sent)));
    expect((await screen.findByRole('status')).textContent).toContain('Emergency contact saved.');
  });

  it('names what is missing, in the schema’s words, and sends nothing', async () => {
    const { mock, onClose, dialog } = await renderModal(null);
    type(dialog, 'First name', 'Rose');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));

    const summary = await within(dialog).findByRole('alert');
    expect(summary.textContent).toContain('Enter the contact’s last name.');
    expect(summary.textContent).toContain('Choose how this person knows your family.');
    expect(summary.textContent).toContain('Enter the contact’s phone number.');
    expect(field(dialog, 'Last name').getAttribute('aria-invalid')).toBe('true');
    expect(mock.mock.getAllOperations()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the field it names', async () => {
    const { mock, onClose, dialog } = await renderModal(GRANDMA);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    const sent = await sentOperation(mock, 'useSaveEmergencyContactMutation');
    const refusal = 'Enter a phone number with 7 or 10 digits.';
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'The contact is not valid.', extensions: { code: 'BAD_INPUT', fields: { phone: refusal } } }])));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    await waitFor(() => expect(field(dialog, 'Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so in an error toast when saving fails for another reason, and stays open', async () => {
    const { mock, onClose, dialog } = await renderModal(GRANDMA);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    const sent = await sentOperation(mock, 'useSaveEmergencyContactMutation');
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'Emergency contacts are closed for edits right now.', extensions: { code: 'FORBIDDEN' } }])));

    const toast = await screen.findByText('Emergency contacts are closed for edits right now.');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit emergency contact' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
