// Mantine's Textarea, read-only until it has hydrated, as every field in typed-fields.tsx.
import { Textarea as MantineTextarea, type TextareaProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useReadOnly } from './typed-fields.tsx';

export function Textarea(props: TextareaProps & Omit<ComponentPropsWithRef<'textarea'>, keyof TextareaProps>) {
  return <MantineTextarea {...props} readOnly={useReadOnly(props.readOnly)} />;
}
