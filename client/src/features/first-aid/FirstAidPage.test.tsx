// The first-aid page writes and corrects reports: a saved report joins the list from the mutation's answer
// (newest incident first) and a toast says the parents were e-mailed; a correction changes its card in
// place; the server's per-field refusal shows beside its field, with the server's message in an error toast.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, renderResolved, operationsNamed, sentOperation, type MockEnvironment } from '../../test/relay-mock.ts';
import { FirstAidPage } from './FirstAidPage.tsx';

const report = (n: number, childName: string, occurredAt: string, location: string) => ({
  id: `report-${n}`,
  databaseId: n,
  childId: n * 10,
  childName,
  occurredAt,
  location,
  whatHappened: 'Tripped on the stairs.',
  treatment: 'Ice pack.',
  followUp: '',
  staffName: 'Sam Staff',
  revisions: [],
});
const LILY = report(1, 'Lily Moss', '2025-08-11T15:00:00.000Z', 'Gym');

async function renderPage(): Promise<MockEnvironment> {
  const mock = await renderResolved(<FirstAidPage />, 'FirstAidPageQuery', {
    response: {
      data: {
        viewer: { isStaff: true },
        checkInStation: { families: [{ children: [{ id: 'child-10', childId: 10, name: 'Lily Moss' }, { id: 'child-20', childId: 20, name: 'Noah Park' }] }] },
        firstAidReports: [LILY],
      },
    },
  });
  await screen.findByLabelText('First-aid report about Lily Moss', undefined, { timeout: 10_000 });
  return mock;
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const cards = () => screen.getAllByLabelText(/^First-aid report about /).map((card) => card.getAttribute('aria-label'));

afterEach(clearToasts);

// Each test renders the page and its form (a searchable select, text areas); on a loaded 2-core machine, seconds.
describe('FirstAidPage', { timeout: 45_000 }, () => {
  it('puts a saved report into the list from the answer, newest incident first, and says the parents were e-mailed', async () => {
    const mock = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'New report' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Child' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Noah Park' }));
    fireEvent.change(screen.getByLabelText(/^When/), { target: { value: '2025-08-12T10:30' } });
    type('Where', 'Playground');
    type('What happened', 'Scraped a knee.');
    type('Treatment given', 'Bandage.');
    fireEvent.click(screen.getByRole('button', { name: 'Save and e-mail parents' }));

    const sent = await sentOperation(mock, 'useCreateFirstAidReportMutation');
    expect(sent.request.variables.input).toMatchObject({ childId: 20, location: 'Playground', whatHappened: 'Scraped a knee.', treatment: 'Bandage.', followUp: '' });
    act(() => mock.mock.resolve(sent, { data: { createFirstAidReport: report(2, 'Noah Park', '2025-08-12T15:30:00.000Z', 'Playground') } }));

    expect((await screen.findByRole('status')).textContent).toContain('Report saved; the parents were e-mailed.');
    await waitFor(() => expect(cards()).toEqual(['First-aid report about Noah Park', 'First-aid report about Lily Moss']));
    expect(screen.queryByRole('form', { name: 'New first-aid report' })).toBeNull();
    expect(operationsNamed(mock, 'FirstAidPageQuery')).toEqual([]);
  });

  it('changes the corrected report in place', async () => {
    const mock = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Correct' }));
    type('Where', 'Gym, by the stage');
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));

    const sent = await sentOperation(mock, 'useCorrectFirstAidReportMutation');
    expect(sent.request.variables.input).toMatchObject({ reportId: 1, location: 'Gym, by the stage' });
    act(() => mock.mock.resolve(sent, { data: { correctFirstAidReport: { ...LILY, location: 'Gym, by the stage' } } }));

    expect((await screen.findByRole('status')).textContent).toContain('Report corrected; the parents were e-mailed.');
    const card = screen.getByLabelText('First-aid report about Lily Moss');
    await waitFor(() => expect(card.textContent).toContain('Gym, by the stage'));
    expect(cards()).toHaveLength(1);
  });

  it('shows the server’s refusal beside the field it names, keeps the form, and says why in an error toast', async () => {
    const mock = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Correct' }));
    type('Where', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    const sent = await sentOperation(mock, 'useCorrectFirstAidReportMutation');
    const refusal = 'Say where it happened.';
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'The report is not valid.', extensions: { code: 'BAD_INPUT', fields: { location: refusal } } }])));

    const form = await screen.findByRole('form', { name: 'Correct the report' });
    expect(await within(form).findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(field('Where').getAttribute('aria-invalid')).toBe('true'));
    expect((await screen.findByRole('alert')).textContent).toContain('The report is not valid.');
    expect(screen.getByLabelText('First-aid report about Lily Moss').textContent).toContain('Gym');
  });
});
