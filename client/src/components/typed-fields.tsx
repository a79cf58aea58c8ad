// The fields a person types into, as every page uses them: Mantine's, read-only until React has attached to
// them. A page the server rendered shows its fields before its scripts have run; text typed into a controlled
// field then would stay on screen while the page's state keeps the value it was rendered with (React keeps
// what the field shows when it hydrates, and its state never hears of it), so the page would act on an empty
// field, and drop the text at its next render. Read-only until hydrated, the field takes no keystrokes it
// would lose, on the server's HTML and during hydration alike (so the two still match), and becomes editable
// in the first render after its own part of the page has hydrated, however late that part's code arrives.
// A field the browser renders itself (a modal, a page reached by a link) is editable from its first render.
// Textarea and NumberInput are in files of their own (typed-textarea.tsx, typed-number-input.tsx): Mantine's
// Textarea shares a chunk with its dialogs and NumberInput brings its number formatting, which a page with only
// a text field (the rosters' search, the check-in station's) need not load.
import { TextInput as MantineTextInput, type TextInputProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from '../app/server-render.ts';

/** Read-only as the page asks, and always until this field has hydrated. */
export function useReadOnly(readOnly: boolean | undefined): boolean {
  const hydrated = useHydrated();
  return !!readOnly || !hydrated;
}

export function TextInput(props: TextInputProps & Omit<ComponentPropsWithRef<'input'>, keyof TextInputProps>) {
  return <MantineTextInput {...props} readOnly={useReadOnly(props.readOnly)} />;
}
