// Building a people query: the conditions a staff member puts together become the definition the page sends
// (the results query's `definition`, and savePeopleQuery's), fields behind a missing permission are not
// offered, and a refused save says why beside the name.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastStack } from '../../app/ToastStack.tsx';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, mockEnvironment, sentOperation, type MockEnvironment } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PeopleQueryPage } from './PeopleQueryPage.tsx';

const field = (key: string, label: string, type: string, operators: string[], extra: Record<string, unknown> = {}) => ({
  key, label, type, operators, permission: null, canBeColumn: true, starter: false, choices: [], ...extra,
});
const FIELDS = [
  field('name', 'Name', 'text', ['contains', 'equals']),
  field('grade', 'Grade', 'number', ['eq', 'between']),
  field('medicalInformation', 'Medical information', 'text', ['isNotEmpty'], { permission: 'VIEW_SENSITIVE_INFO' }),
];

async function renderPage(): Promise<MockEnvironment> {
  const { mock, environment } = mockEnvironment();
  renderWithProviders(
    <>
      <PeopleQueryPage />
      <ToastStack />
    </>,
    { environment, path: '/dashboard/apq' },
  );
  const answer = (operation: OperationDescriptor) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ isStaff: true, permissions: [] }),
      Query: () => ({ peopleQueryFields: FIELDS, savedPeopleQueries: [] }),
    });
  const viewer = await sentOperation(mock, 'PeopleQueryPageViewerQuery');
  act(() => mock.mock.resolve(viewer, answer(viewer)));
  const page = await sentOperation(mock, 'PeopleQueryPageQuery');
  expect(page.request.variables).toEqual({ personType: 'CHILD' });
  act(() => mock.mock.resolve(page, answer(page)));
  await screen.findByRole('button', { name: 'Add condition' }, { timeout: 10_000 });
  return mock;
}

/** Adds a condition on the first field and points it at `label`, with `comparison`. */
async function addCondition(label: string, comparison: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
  const rows = await screen.findAllByTestId('condition');
  const row = rows[rows.length - 1];
  fireEvent.click(within(row).getByRole('combobox', { name: 'Field' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
  fireEvent.click(within(row).getByRole('combobox', { name: 'Comparison' }));
  fireEvent.click(await screen.findByRole('option', { name: comparison }));
  return row;
}

afterEach(clearToasts);

// Each test renders the whole builder (selects, segmented controls, a modal); on a loaded machine, seconds.
describe('PeopleQueryPage', { timeout: 45_000 }, () => {
  it('offers only the fields the viewer may use', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const row = (await screen.findAllByTestId('condition'))[0];
    fireEvent.click(within(row).getByRole('combobox', { name: 'Field' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('Grade');
    expect(options).not.toContain('Medical information');
  });

  it('sends the conditions it was given as the results query’s definition', async () => {
    const mock = await renderPage();
    const row = await addCondition('Grade', 'between');
    fireEvent.change(within(row).getByRole('textbox', { name: 'Grade value from' }), { target: { value: '3' } });
    fireEvent.change(within(row).getByRole('textbox', { name: 'Grade value to' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));

    const results = await sentOperation(mock, 'PeopleQueryResultsQuery');
    expect(JSON.parse(results.request.variables.definition as string)).toEqual({
      personType: 'child',
      where: { all: [{ field: 'grade', op: 'between', value: [3, 5] }] },
      columns: ['name'],
      sort: [{ field: 'name', direction: 'asc' }],
    });
  });

  it('nests a group and makes it a “none” group', async () => {
    const mock = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    // The nested group starts as "any"; choosing "none" makes it a NOT over its parts.
    const inner = await screen.findByRole('radiogroup', { name: 'Match (group at level 2)' });
    fireEvent.click(within(inner).getByRole('radio', { name: 'none' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    const results = await sentOperation(mock, 'PeopleQueryResultsQuery');
    expect(JSON.parse(results.request.variables.definition as string).where).toEqual({ all: [{ not: { any: [] } }] });
  });

  it('saves the query by name with its definition, and shows a refusal beside the name', async () => {
    const mock = await renderPage();
    const row = await addCondition('Name', 'contains');
    fireEvent.change(within(row).getByRole('textbox', { name: 'Name value' }), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save query…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save query' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Anns' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const save = await sentOperation(mock, 'useSavePeopleQueryMutation');
    expect(save.request.variables).toMatchObject({ id: null, name: 'Anns', shared: true });
    expect(JSON.parse(save.request.variables.definition as string).where).toEqual({ all: [{ field: 'name', op: 'contains', value: 'Ann' }] });
    act(() => mock.mock.reject(save, new RequestError([{ message: 'You already have a query named Anns.', extensions: { code: 'CONFLICT' } }])));
    expect(await within(dialog).findByText('You already have a query named Anns.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Save query' })).toBeTruthy();
  });
});
