// A staff member's permissions on the accounts page: a switch each, on or off, with what it allows; an
// everyday permission moves at once, a powerful one only after a dialog naming the person and the permission;
// an administrator taking their own ADMINISTER_ACCOUNTS is warned they lose the page, and cannot give
// themselves one.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionSwitchesTestQuery } from '../../__generated__/PermissionSwitchesTestQuery.graphql';
import { clearToasts, renderResolved, operationsNamed, sentOperation } from '../../test/relay-mock.ts';
import { AccountCard } from './AccountCard.tsx';

const query = graphql`
  query PermissionSwitchesTestQuery @relay_test_operation {
    accounts(first: 1) {
      edges {
        node {
          ...AccountCard_account
        }
      }
    }
  }
`;

function Card({ isViewer }: { isViewer: boolean }) {
  const data = useLazyLoadQuery<PermissionSwitchesTestQuery>(query, {});
  return <AccountCard account={data.accounts.edges[0].node} isViewer={isViewer} onMerged={() => {}} />;
}

const GRANT = 'useAccountMutationsGrantMutation';
const REVOKE = 'useAccountMutationsRevokeMutation';

async function renderCard(permissions: string[], isViewer = false) {
  const mock = await renderResolved(<Card isViewer={isViewer} />, 'PermissionSwitchesTestQuery', {
    resolvers: {
      Account: () => ({ id: 'account-7', databaseId: 7, email: 'staff@example.org', fullName: 'Daniel Brooks', lastSignInAt: '2025-08-11T12:00:00.000Z', signInProviders: [], deactivatedAt: null, parentIdentity: null, internIdentity: null }),
      Staff: () => ({ id: 'staff-3', firstName: 'Daniel', lastName: 'Brooks', permissions }),
    },
  });
  const permissionsGroup = await screen.findByRole('group', { name: 'Permissions of Daniel Brooks' }, { timeout: 10_000 });
  return { mock, permissionsGroup };
}
const switchOf = (group: HTMLElement, label: string) => within(group).getByRole('switch', { name: label }) as HTMLInputElement;

afterEach(clearToasts);

describe('PermissionSwitches', { timeout: 30_000 }, () => {
  it('shows each permission as a switch, on or off, with one line of what it allows', async () => {
    const { permissionsGroup } = await renderCard(['APPROVE_REGISTRATIONS']);
    const switches = within(permissionsGroup).getAllByRole('switch') as HTMLInputElement[];
    expect(switches).toHaveLength(7);
    expect(within(permissionsGroup).getAllByRole('switch', { checked: true })).toEqual([switchOf(permissionsGroup, 'Approve registrations')]);
    expect(switches.filter((s) => !s.checked)).toHaveLength(6);
    const sensitive = switchOf(permissionsGroup, 'View sensitive info');
    expect(sensitive.checked).toBe(false);
    expect(document.getElementById(sensitive.getAttribute('aria-describedby')!)!.textContent).toBe('Read medical information, staff notes and first-aid reports.');
  });

  it('grants an everyday permission at once, and says so', async () => {
    const { mock, permissionsGroup } = await renderCard([]);
    fireEvent.click(switchOf(permissionsGroup, 'Schedule classes'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = await sentOperation(mock, GRANT);
    expect(sent.request.variables).toEqual({ staffId: 'staff-3', permission: 'SCHEDULE_CLASSES' });
    act(() => mock.mock.resolve(sent, { data: { grantPermission: { id: 'staff-3', permissions: ['SCHEDULE_CLASSES'] } } }));
    expect((await screen.findByRole('status')).textContent).toContain('Gave Daniel Brooks permission to schedule classes.');
    expect(switchOf(permissionsGroup, 'Schedule classes').checked).toBe(true);
  });

  it('asks before granting a powerful permission, naming the person and the permission; Cancel sends nothing', async () => {
    const { mock, permissionsGroup } = await renderCard([]);
    fireEvent.click(switchOf(permissionsGroup, 'View sensitive info'));
    const dialog = await screen.findByRole('dialog', { name: 'Give Daniel Brooks permission to view sensitive info?' });
    expect(dialog.textContent).toContain('Daniel Brooks will be able to read medical information, staff notes and first-aid reports.');
    expect(switchOf(permissionsGroup, 'View sensitive info').checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(operationsNamed(mock, GRANT)).toHaveLength(0);

    fireEvent.click(switchOf(permissionsGroup, 'View sensitive info'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Give permission' }));
    const sent = await sentOperation(mock, GRANT);
    expect(sent.request.variables).toEqual({ staffId: 'staff-3', permission: 'VIEW_SENSITIVE_INFO' });
  });

  it('asks before taking away a powerful permission', async () => {
    const { mock, permissionsGroup } = await renderCard(['MANAGE_VBS']);
    fireEvent.click(switchOf(permissionsGroup, 'Manage VBS'));
    const dialog = await screen.findByRole('dialog', { name: "Take away Daniel Brooks's permission to manage VBS?" });
    expect(within(dialog).queryByText('You will lose this page')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take away permission' }));
    const sent = await sentOperation(mock, REVOKE);
    expect(sent.request.variables).toEqual({ staffId: 'staff-3', permission: 'MANAGE_VBS' });
    act(() => mock.mock.resolve(sent, MockPayloadGenerator.generate(sent, { Staff: () => ({ id: 'staff-3', permissions: [] }) })));
    expect((await screen.findByRole('status')).textContent).toContain("Took away Daniel Brooks's permission to manage VBS.");
  });

  it('on their own card an administrator is warned before taking away their own ADMINISTER_ACCOUNTS, and cannot give themselves more', async () => {
    const { permissionsGroup } = await renderCard(['ADMINISTER_ACCOUNTS'], true);
    expect(switchOf(permissionsGroup, 'Approve registrations').disabled).toBe(true);
    expect(within(permissionsGroup).getByText(/You can take permissions away from yourself, not give them/)).toBeTruthy();
    fireEvent.click(switchOf(permissionsGroup, 'Administer accounts'));
    const dialog = await screen.findByRole('dialog', { name: "Take away Daniel Brooks's permission to administer accounts?" });
    expect(within(dialog).getByText('You will lose this page')).toBeTruthy();
    expect(dialog.textContent).toContain('you will no longer see the accounts page or the audit trail');
  });
});
