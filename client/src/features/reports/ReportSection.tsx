// One report: its chart beside the table of the same numbers (the chart is a picture for the eye; the table
// is what a screen reader, the CSV download and the paper read), side by side on a wide screen, stacked on a
// phone, kept on one page when printed.
import { Button, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { download } from '../../lib/download.ts';
import { csvOf, type ReportTable } from './report-tables.ts';
import classes from './reports.module.css';

interface Props {
  id: string;
  title: string;
  description: string;
  table: ReportTable;
  /** The CSV file's name, without the extension. */
  file: string;
  /** What is shown instead of the chart when there is nothing to count yet. */
  empty?: string;
  children: ReactNode;
}

export function ReportSection({ id, title, description, table, file, empty = 'Nothing recorded yet.', children }: Props) {
  const headingId = `${id}-heading`;
  const hasData = table.rows.length > 0;
  return (
    <Paper component="section" withBorder radius="md" p="md" className={classes.section} aria-labelledby={headingId} data-report={id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {hasData && (
          <Button variant="default" size="compact-sm" leftSection={<IconDownload size={16} aria-hidden />} className={classes.noPrint} onClick={() => download(`${file}.csv`, csvOf(table))}>
            CSV<span className={classes.visuallyHidden}> of {title.toLowerCase()}</span>
          </Button>
        )}
      </Group>
      {hasData ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="sm" className={classes.body}>
          {/* The same numbers are in the table beside it, which is what assistive technology and the keyboard reach. */}
          <div className={classes.chart} aria-hidden="true" inert>
            {children}
          </div>
          {/* Scrolls sideways on a phone when wide; focusable so the keyboard can scroll it too. */}
          <div className={classes.table} tabIndex={0} role="group" aria-label={`${title}: the numbers`}>
            <Table striped withTableBorder withColumnBorders={false} fz="sm" captionSide="top">
              <Table.Caption className={classes.visuallyHidden}>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((c, i) => (
                    <Table.Th key={c} scope="col" ta={i === 0 ? 'left' : 'right'}>
                      {c}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <Table.Tr key={String(row[0])}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <Table.Th key={i} scope="row" fw={500}>
                          {cell}
                        </Table.Th>
                      ) : (
                        <Table.Td key={i} ta="right" className={classes.number}>
                          {cell}
                        </Table.Td>
                      ),
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </SimpleGrid>
      ) : (
        <Text mt="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Paper>
  );
}
