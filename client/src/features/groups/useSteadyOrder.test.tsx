// The leaderboard's order while a leader taps: held still through live changes, settled after a pause
// without input, keyboard focus kept on the control it was on.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldOrder, SETTLE_AFTER_MS, useSteadyOrder } from './useSteadyOrder.ts';

function Board({ live }: { live: string[] }) {
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const { order, holding } = useSteadyOrder(live, list);
  return (
    <>
      <ol ref={setList} aria-label="Ranking" data-holding={holding}>
        {order.map((id) => (
          <li key={id} data-pin-id={id}>
            <button type="button">Add 10 to {id}</button>
          </li>
        ))}
      </ol>
      <button type="button">Outside</button>
    </>
  );
}

const shownOrder = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-pin-id'));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSteadyOrder', () => {
  it('follows the live order while nobody is tapping', () => {
    const { rerender } = render(<Board live={['a', 'b', 'c']} />);
    rerender(<Board live={['c', 'a', 'b']} />);
    expect(shownOrder()).toEqual(['c', 'a', 'b']);
  });

  it('holds the order while the viewer taps, and settles it after a pause without taps', () => {
    const { rerender } = render(<Board live={['a', 'b', 'c']} />);
    const tap = () => {
      const button = screen.getByRole('button', { name: 'Add 10 to c' });
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    };
    tap();
    // Group c climbs (its own points, or another leader's): it stays where the finger is.
    rerender(<Board live={['c', 'a', 'b']} />);
    expect(shownOrder()).toEqual(['a', 'b', 'c']);
    act(() => vi.advanceTimersByTime(SETTLE_AFTER_MS - 100));
    tap(); // each tap starts the pause again
    act(() => vi.advanceTimersByTime(SETTLE_AFTER_MS - 100));
    expect(shownOrder()).toEqual(['a', 'b', 'c']);
    act(() => vi.advanceTimersByTime(200));
    expect(shownOrder()).toEqual(['c', 'a', 'b']);
    expect(screen.getByRole('list').getAttribute('data-holding')).toBe('false');
  });

  it('ignores input outside the list', () => {
    const { rerender } = render(<Board live={['a', 'b']} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    rerender(<Board live={['b', 'a']} />);
    expect(shownOrder()).toEqual(['b', 'a']);
  });

  it('holds for keyboard users too, and keeps their focus on the button when the order settles', () => {
    const { rerender } = render(<Board live={['a', 'b', 'c']} />);
    const button = screen.getByRole('button', { name: 'Add 10 to c' });
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    rerender(<Board live={['c', 'a', 'b']} />);
    expect(shownOrder()).toEqual(['a', 'b', 'c']);
    expect(document.activeElement).toBe(button);
    act(() => vi.advanceTimersByTime(SETTLE_AFTER_MS));
    expect(shownOrder()).toEqual(['c', 'a', 'b']);
    expect(document.activeElement).toBe(button);
  });

  it('drops a group that is gone and puts a new one last while holding', () => {
    expect(heldOrder(['a', 'b', 'c'], ['d', 'c', 'a'])).toEqual(['a', 'c', 'd']);
    expect(heldOrder(null, ['d', 'c'])).toEqual(['d', 'c']);
  });
});
