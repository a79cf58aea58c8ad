// The filter bar above an admin list (accounts, audit trail): text searches, choice filters and dates in
// one wrapping row, each labelled. The page owns the values (state or the URL) and reads them as text;
// an empty value means "no filter".
import { Group, Select } from '@mantine/core';
import { TextInput } from './typed-fields.tsx';
import { IconSearch } from '@tabler/icons-react';

export type FilterField =
  | { kind: 'text'; name: string; label: string; placeholder?: string; /** Shows the magnifier. */ search?: boolean; flex?: string }
  | { kind: 'select'; name: string; label: string; options: { value: string; label: string }[]; flex?: string }
  | { kind: 'date'; name: string; label: string; flex?: string };

const DEFAULT_FLEX: Record<FilterField['kind'], string> = { text: '1 1 12rem', select: '1 1 12rem', date: '0 1 10rem' };

export function FilterBar({ fields, values, onChange }: { fields: readonly FilterField[]; values: Record<string, string>; onChange: (name: string, value: string) => void }) {
  return (
    <Group align="end" gap="sm" wrap="wrap">
      {fields.map((field) => {
        const style = { flex: field.flex ?? DEFAULT_FLEX[field.kind] };
        const value = values[field.name] ?? '';
        if (field.kind === 'select') {
          return <Select key={field.name} label={field.label} data={field.options} value={value} onChange={(v) => onChange(field.name, v ?? '')} allowDeselect={false} style={style} />;
        }
        return (
          <TextInput
            key={field.name}
            type={field.kind === 'date' ? 'date' : 'text'}
            label={field.label}
            placeholder={field.kind === 'text' ? field.placeholder : undefined}
            leftSection={field.kind === 'text' && field.search ? <IconSearch size={16} aria-hidden /> : undefined}
            value={value}
            onChange={(e) => onChange(field.name, e.currentTarget.value)}
            style={style}
          />
        );
      })}
    </Group>
  );
}
