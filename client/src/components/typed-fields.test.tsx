// A server-rendered field takes no typing before React has attached to it (typed-fields.tsx): the server's
// HTML and the hydrating render make it read-only, the render after hydration makes it editable, and what is
// typed then reaches the page's state. A field the browser renders itself is editable at once.
import { Button, MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { TextInput } from './typed-fields.tsx';
import { Textarea } from './typed-textarea.tsx';
import { NumberInput } from './typed-number-input.tsx';

function NewDay() {
  const [date, setDate] = useState('');
  return (
    <MantineProvider theme={theme}>
      <TextInput label="New day" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      <Textarea label="Notes" />
      <NumberInput label="Groups" />
      <TextInput label="Year" value="2025" readOnly />
      <Button disabled={!date}>Add day</Button>
    </MantineProvider>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fields a person types into', () => {
  it('are read-only in the server’s HTML and while hydrating, then editable, and typing reaches the page’s state', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<NewDay />);
    document.body.append(root);
    for (const name of ['New day', 'Notes', 'Groups']) expect(field(name).readOnly, name).toBe(true);

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <NewDay />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    for (const name of ['New day', 'Notes', 'Groups']) expect(field(name).readOnly, name).toBe(false);
    // A field the page keeps read-only stays so.
    expect(field('Year').readOnly).toBe(true);

    fireEvent.change(field('New day'), { target: { value: '2025-08-19' } });
    expect(field('New day').value).toBe('2025-08-19');
    expect((screen.getByRole('button', { name: 'Add day' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('are editable from the first render in a page the browser renders itself', () => {
    render(<NewDay />);
    for (const name of ['New day', 'Notes', 'Groups']) expect(field(name).readOnly, name).toBe(false);
  });
});
