import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { RELOAD_PROMPT_ID, toast, TOAST_DURATION } from './toast.ts';

const shown = () => notificationsStore.getState().notifications;

describe('toast', () => {
  afterEach(() => toast.clear());

  it('shows success for 3 s and errors for 5 s (SPEC §8)', () => {
    toast.success('Saved');
    toast.error('Failed');
    expect(shown().map((n) => [n.message, n.autoClose, n.color])).toEqual([
      ['Saved', TOAST_DURATION.success, 'green'],
      ['Failed', TOAST_DURATION.error, 'red'],
    ]);
    expect(TOAST_DURATION).toMatchObject({ success: 3000, error: 5000 });
  });

  it('replaces a toast with the same key by default (prefer new)', () => {
    toast.info('first', { key: 'k' });
    toast.info('second', { key: 'k' });
    expect(shown().map((n) => n.message)).toEqual(['second']);
  });

  it('drops a toast whose key is still showing when asked to prefer the old one', () => {
    toast.info('first', { key: 'k' });
    expect(toast.info('second', { key: 'k', prefer: 'old' })).toBeNull();
    expect(shown().map((n) => n.message)).toEqual(['first']);
  });

  it('clears everything on demand (the guard does on a path change)', () => {
    toast.success('a');
    toast.error('b');
    toast.clear();
    expect(shown()).toEqual([]);
  });

  it('keeps the reload prompt on a path change: an update offer stays until used or dismissed', () => {
    notifications.show({ id: RELOAD_PROMPT_ID, message: 'New content available, click on reload button to update.', autoClose: false });
    toast.info('about to go');
    toast.clear();
    expect(shown().map((n) => n.id)).toEqual([RELOAD_PROMPT_ID]);
    notifications.hide(RELOAD_PROMPT_ID);
  });

  it('offers a Dismiss button on every toast', () => {
    toast.success('Saved');
    expect(shown()[0].closeButtonProps).toMatchObject({ 'aria-label': 'Dismiss' });
  });
});
