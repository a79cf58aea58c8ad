// The dialogs that rename, recolor and delete a group: the mutation each sends with which variables, the
// toast that confirms it, and on a refusal the server's message with the dialog left open to try again.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastStack } from '../../app/ToastStack.tsx';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, mockEnvironment, sentOperation } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { GroupDialog, type GroupDialogKind } from './GroupDialog.tsx';

const GROUP = { id: 'group-1', name: 'Red Team', color: '#c92a2a' };

async function renderDialog(dialog: GroupDialogKind, title: string) {
  const { mock, environment } = mockEnvironment();
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <GroupDialog dialog={dialog} group={GROUP} onClose={onClose} />
      <ToastStack />
    </>,
    { environment },
  );
  const dialogElement = await screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
  return { mock, onClose, dialog: dialogElement };
}

afterEach(clearToasts);

// Each test renders a Mantine modal; on a loaded 2-core machine that alone can take seconds.
describe('GroupDialog', { timeout: 30_000 }, () => {
  it('renames the group: sends renameGroup with the group and the new name, confirms, and closes', async () => {
    const { mock, onClose, dialog } = await renderDialog('rename', 'Rename Red Team');
    const name = within(dialog).getByRole('textbox', { name: 'Group name' });
    expect((name as HTMLInputElement).value).toBe('Red Team');
    fireEvent.change(name, { target: { value: 'Blue Team' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));

    const sent = await sentOperation(mock, 'useRenameGroupMutation');
    expect(sent.request.variables).toEqual({ input: { groupId: 'group-1', name: 'Blue Team' } });
    act(() => mock.mock.resolve(sent, MockPayloadGenerator.generate(sent, { Group: () => ({ id: 'group-1', name: 'Blue Team' }) })));
    expect((await screen.findByRole('status')).textContent).toContain('Group renamed.');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the rename dialog open and shows the server’s reason when the name is refused', async () => {
    const { mock, onClose, dialog } = await renderDialog('rename', 'Rename Red Team');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Group name' }), { target: { value: 'Blue Team' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const sent = await sentOperation(mock, 'useRenameGroupMutation');
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'A group named Blue Team already exists this year.', extensions: { code: 'CONFLICT' } }])));

    expect((await screen.findByRole('alert')).textContent).toContain('A group named Blue Team already exists this year.');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rename Red Team' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Group name' }) as HTMLInputElement).value).toBe('Blue Team');
  });

  it('recolors the group with the chosen color', async () => {
    const { mock, onClose, dialog } = await renderDialog('recolor', 'Color of Red Team');
    const color = within(dialog).getByRole('textbox', { name: 'Color' });
    fireEvent.change(color, { target: { value: '#1971c2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save color' }));
    const sent = await sentOperation(mock, 'useRecolorGroupMutation');
    expect(sent.request.variables).toEqual({ input: { groupId: 'group-1', color: '#1971c2' } });
    act(() => mock.mock.resolve(sent, MockPayloadGenerator.generate(sent)));
    expect((await screen.findByRole('status')).textContent).toContain('Color changed.');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('deletes the group only when asked: “Keep group” sends nothing, “Delete group” sends deleteGroup', async () => {
    const { mock, onClose, dialog } = await renderDialog('delete', 'Delete Red Team?');
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep group' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(mock.mock.getAllOperations()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    const sent = await sentOperation(mock, 'useDeleteGroupMutation');
    expect(sent.request.variables).toEqual({ input: { groupId: 'group-1' } });
    act(() => mock.mock.resolve(sent, MockPayloadGenerator.generate(sent)));
    expect((await screen.findByRole('status')).textContent).toContain('Red Team was deleted.');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('says why a delete failed, and stays open', async () => {
    const { mock, onClose, dialog } = await renderDialog('delete', 'Delete Red Team?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    const sent = await sentOperation(mock, 'useDeleteGroupMutation');
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'You may not manage groups.', extensions: { code: 'FORBIDDEN' } }])));
    expect((await screen.findByRole('alert')).textContent).toContain('You may not manage groups.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
