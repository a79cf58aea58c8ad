import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderResolved, sentOperation } from '../../test/relay-mock.ts';
import { ReceiptsCard } from './ReceiptsCard.tsx';

const OFF = { onCheckIn: false, onCheckOut: false, byText: false, byEmail: false };

afterEach(clearToasts);

describe('ReceiptsCard', () => {
  it('turning check-in receipts on with no way chosen sends them by e-mail, and saves what the server answers', async () => {
    const mock = await renderResolved(<ReceiptsCard />, 'ReceiptsCardQuery', { response: { data: { receiptSettings: OFF } } });
    const card = await screen.findByRole('region', { name: 'Check-in receipts' });
    expect((within(card).getByRole('checkbox', { name: 'By e-mail' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(card).getByRole('switch', { name: /Receipt at check-in/ }));
    const operation = await sentOperation(mock, 'ReceiptsCardMutation');
    expect(operation.request.variables).toEqual({ input: { onCheckIn: true, onCheckOut: false, byText: false, byEmail: true } });
    act(() => mock.mock.resolve(operation, { data: { setReceiptSettings: { onCheckIn: true, onCheckOut: false, byText: false, byEmail: true } } }));
    expect(await screen.findByText('Receipts saved.')).toBeTruthy();
    await waitFor(() => expect((within(card).getByRole('checkbox', { name: 'By e-mail' }) as HTMLInputElement).checked).toBe(true));
    expect((within(card).getByRole('checkbox', { name: 'By text' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('refuses to take away the last way while receipts are on, and puts a refused change back', async () => {
    const mock = await renderResolved(<ReceiptsCard />, 'ReceiptsCardQuery', { response: { data: { receiptSettings: { ...OFF, onCheckOut: true, byText: true } } } });
    const card = await screen.findByRole('region', { name: 'Check-in receipts' });
    fireEvent.click(within(card).getByRole('checkbox', { name: 'By text' }));
    expect(await screen.findByText('Choose text, e-mail or both for the receipts.')).toBeTruthy();
    expect((within(card).getByRole('checkbox', { name: 'By text' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(card).getByRole('checkbox', { name: 'By e-mail' }));
    const operation = await sentOperation(mock, 'ReceiptsCardMutation');
    act(() => mock.mock.reject(operation, new Error('The receipts could not be saved.')));
    await waitFor(() => expect((within(card).getByRole('checkbox', { name: 'By e-mail' }) as HTMLInputElement).checked).toBe(false));
  });
});
