import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderResolved, sentOperation } from '../../test/relay-mock.ts';
import { MyScreeningCard } from './MyScreeningCard.tsx';

const BACKGROUND = { id: 'r1', kind: 'BACKGROUND_CHECK', completedOn: '2026-03-01', expiresOn: '2028-03-01', provider: 'Protect My Ministry', result: 'CLEAR', title: null };
const SIGNED = { id: 'r2', kind: 'CODE_OF_CONDUCT', completedOn: '2026-06-01', expiresOn: null, provider: null, result: null, title: 'signed online' };

// As the server answers: the clearance and records come through a fragment on the ScreeningStatus interface,
// which Relay reads only from a record that says it implements it.
const screening = (records: object[], cleared: boolean) => ({
  __isScreeningStatus: 'MyScreening',
  clearance: { cleared, missing: cleared ? [] : ['the signed code of conduct'], clearedUntil: cleared ? '2028-03-01' : null },
  records,
  requiresCodeOfConduct: true,
});

afterEach(clearToasts);

describe('MyScreeningCard', () => {
  it('shows a cleared volunteer their records and no form to sign', async () => {
    await renderResolved(<MyScreeningCard />, 'MyScreeningCardQuery', { response: { data: { myScreening: screening([BACKGROUND, SIGNED], true) } } });
    const card = await screen.findByRole('region', { name: 'Working with children' });
    expect(within(card).getByTestId('my-clearance').textContent).toBe('Cleared');
    expect(within(card).getByRole('list', { name: 'Your screening records' }).textContent).toContain('Code of conduct');
    expect(within(card).queryByRole('button', { name: 'Sign the code of conduct' })).toBeNull();
  });

  it('loads the code of conduct when it is missing, refuses an empty name, and signs it', async () => {
    const mock = await renderResolved(<MyScreeningCard />, 'MyScreeningCardQuery', { response: { data: { myScreening: screening([BACKGROUND], false) } } });
    const card = await screen.findByRole('region', { name: 'Working with children' });
    expect(within(card).getByTestId('my-clearance').textContent).toBe('Not cleared');
    const sign = await within(card).findByRole('button', { name: 'Sign the code of conduct' }, { timeout: 10_000 });
    fireEvent.click(sign);
    expect(await within(card).findByText(/name/i, { selector: '.mantine-TextInput-error, [id$="-error"]' })).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Type your full name to sign'), { target: { value: 'Rebecca Harper' } });
    fireEvent.click(sign);
    const operation = await sentOperation(mock, 'CodeOfConductFormSignMutation');
    expect(operation.request.variables).toEqual({ input: { signedName: 'Rebecca Harper' } });
    act(() => mock.mock.resolve(operation, { data: { signCodeOfConduct: screening([BACKGROUND, SIGNED], true) } }));
    await waitFor(() => expect(within(card).getByTestId('my-clearance').textContent).toBe('Cleared'));
    expect(within(card).queryByRole('button', { name: 'Sign the code of conduct' })).toBeNull();
    expect(await screen.findByText('Thank you: the code of conduct is signed.')).toBeTruthy();
  });
});
