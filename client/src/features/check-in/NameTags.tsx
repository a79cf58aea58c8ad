// Name tags and the guardian receipt for one check-in, as the printer gets them: one label per child
// (name, group, the parent's alert line in words — or that medical information is on file —, pickup code) and
// one receipt with the same code. The page picks the label size (@page), so a Dymo-style 2.25" × 4" or a 62 mm
// roll prints edge to edge.
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './station.module.css';
import { formatDateTime } from '../../lib/dates.ts';

export interface PrintBatch {
  familyName: string;
  pickupCode: string;
  /** `alert`: the child's medical mark in words (lib/format.ts medicalMarkText), '' for none. */
  children: { childId: number; name: string; group: string; alert: string }[];
  at: Date;
}

const SIZES = {
  '4x2.25in': { label: '2.25" × 4"', page: '4in 2.25in' },
  '62x100mm': { label: '62 mm × 100 mm', page: '100mm 62mm' },
} as const;

export function NameTags({ batch, onDone }: { batch: PrintBatch; onDone: () => void }) {
  const [size, setSize] = useState<keyof typeof SIZES>('4x2.25in');
  return (
    <Stack gap="sm" aria-label="Name tags to print">
      <style>{`@media print { @page { size: ${SIZES[size].page}; margin: 0; } }`}</style>
      <Group justify="space-between" wrap="wrap" className={classes.noPrint}>
        <Title order={2} size="h3">Name tags for the {batch.familyName}</Title>
        <Group gap="xs">
          <SegmentedControl size="xs" value={size} onChange={(v) => setSize(v as keyof typeof SIZES)} data={Object.entries(SIZES).map(([value, s]) => ({ value, label: s.label }))} aria-label="Label size" />
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>Print</Button>
          <Button variant="default" onClick={onDone}>Done</Button>
        </Group>
      </Group>
      <div className={classes.printArea} data-size={size}>
        {batch.children.map((c) => (
          <Paper key={c.childId} withBorder className={classes.label} data-testid="name-tag">
            <Text className={classes.tagName}>{c.name}</Text>
            <Text className={classes.tagGroup}>{c.group}</Text>
            {c.alert && (
              <Text className={classes.allergy} data-testid="name-tag-alert">
                <span aria-hidden>⚕ </span>
                {c.alert}
              </Text>
            )}
            <Text className={classes.tagCode} aria-label={`Pickup code ${batch.pickupCode}`} mt="auto" ta="right">{batch.pickupCode}</Text>
          </Paper>
        ))}
        <Paper withBorder className={classes.label} data-testid="guardian-receipt">
          <Text fw={700}>Guardian receipt — keep this for pickup</Text>
          <Text size="sm">{batch.familyName}: {batch.children.map((c) => c.name).join(', ')}</Text>
          <Text size="sm">Checked in {formatDateTime(batch.at)}</Text>
          <Text className={classes.tagCode} mt="auto">{batch.pickupCode}</Text>
        </Paper>
      </div>
    </Stack>
  );
}
