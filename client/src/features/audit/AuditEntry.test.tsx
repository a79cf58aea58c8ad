// An audit entry as an administrator reads it: the server's sentence, when and through which door in words,
// the changed fields as "label: before → after", and the stored record only after "Details".
import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { AuditEntryTestQuery } from '../../__generated__/AuditEntryTestQuery.graphql';
import { mockEnvironment } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AuditEntry } from './AuditEntry.tsx';

const query = graphql`
  query AuditEntryTestQuery @relay_test_operation {
    auditTrail(first: 1) {
      edges {
        node {
          ...AuditEntry_entry
        }
      }
    }
  }
`;

function Entry() {
  const data = useLazyLoadQuery<AuditEntryTestQuery>(query, {});
  return <AuditEntry entry={data.auditTrail.edges[0].node} />;
}

const GRANT = {
  at: '2025-08-11T12:00:00.000Z',
  kind: 'CREATE',
  summary: 'Rebecca Harper gave Daniel Brooks permission to approve registrations',
  doorLabel: 'app',
  changes: [{ label: 'Permission', before: null, after: 'Approve registrations' }],
  door: 'graphql',
  entity: 'StaffPermission',
  entityId: '2:APPROVE_REGISTRATIONS',
  field: null,
  before: null,
  after: '{"staffId":2,"permission":"APPROVE_REGISTRATIONS"}',
};
const CHANGE = {
  ...GRANT,
  kind: 'UPDATE',
  summary: "Sarah Mitchell changed Ethan Mitchell's grade entering and phone",
  doorLabel: 'API',
  changes: [
    { label: 'Grade entering', before: '2nd grade', after: '3rd grade' },
    { label: 'Alert for the leaders', before: '(none)', after: 'Peanut allergy' },
  ],
  door: 'rest',
  entity: 'Child',
  entityId: '53',
  before: '{"gradeEntering":2}',
  after: '{"gradeEntering":3}',
};
const READ = { ...GRANT, kind: 'READ', summary: "Daniel Brooks read Ethan Mitchell's medical information", changes: [], entity: 'Child', entityId: '53', field: 'medicalInformation', after: null };

async function renderEntry(entry: Record<string, unknown>) {
  const { mock, environment } = mockEnvironment();
  renderWithProviders(<Entry />, { environment });
  act(() => mock.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { AuditEntry: () => entry })));
  return screen.findByText(entry.summary as string, {}, { timeout: 10_000 });
}

/** A list item's text as heard: the arrow is read as "changed to". */
const lines = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent!.replace(/\s*→\s*changed to\s*/, ' → '));

describe('AuditEntry', { timeout: 30_000 }, () => {
  it('says the entry in a sentence, with the time and the door in words and the permission by its label', async () => {
    await renderEntry(GRANT);
    expect(screen.getByText('Added')).toBeTruthy();
    expect(screen.getByText(/· in the app$/).textContent).toMatch(/^Aug 11, 2025/);
    expect(lines(screen.getByRole('list', { name: 'What changed' }))).toEqual(['Permission: Approve registrations']);
    // Nothing of the stored record until asked.
    expect(screen.queryByText(/StaffPermission/)).toBeNull();
  });

  it('lists the fields a change changed as label: before → after', async () => {
    await renderEntry(CHANGE);
    expect(screen.getByText(/· through the API$/)).toBeTruthy();
    expect(lines(screen.getByRole('list', { name: 'What changed' }))).toEqual(['Grade entering: 2nd grade → 3rd grade', 'Alert for the leaders: (none) → Peanut allergy']);
  });

  it('keeps the stored record one tap away under Details, and hides it again', async () => {
    await renderEntry(GRANT);
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    const hide = screen.getByRole('button', { name: 'Hide details' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    const record = document.getElementById(hide.getAttribute('aria-controls')!)!;
    expect(record.textContent).toContain('Stored as StaffPermission 2:APPROVE_REGISTRATIONS · CREATE · door graphql');
    expect(record.textContent).toContain('{"staffId":2,"permission":"APPROVE_REGISTRATIONS"}');
    fireEvent.click(hide);
    expect(screen.queryByText(/StaffPermission/)).toBeNull();
  });

  it('a read has no list of changes', async () => {
    await renderEntry(READ);
    expect(screen.getByText('Read')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'What changed' })).toBeNull();
  });
});
