// Mantine's NumberInput, read-only until it has hydrated, as every field in typed-fields.tsx.
import { NumberInput as MantineNumberInput, type NumberInputProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useReadOnly } from './typed-fields.tsx';

export function NumberInput(props: NumberInputProps & Omit<ComponentPropsWithRef<'input'>, keyof NumberInputProps>) {
  return <MantineNumberInput {...props} readOnly={useReadOnly(props.readOnly)} />;
}
