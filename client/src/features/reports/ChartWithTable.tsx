// One report: its chart beside the table of the same numbers (the chart is a picture for the eye; the table
// is what a screen reader, the CSV download and the paper read), side by side on a wide screen, stacked on a
// phone, kept on one page when printed. Every report's chart is drawn here with the same height, axes and
// no tooltip (the numbers are in the table), from a description of what to draw.
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Button, Group, Paper, SimpleGrid, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { download } from '../../lib/download.ts';
import { csvOf, type ReportTable } from './report-tables.ts';
import classes from './reports.module.css';

const CHART_HEIGHT = 240;

type Row = Record<string, string | number>;
interface Series { name: string; color: string }

/** What the chart shows: bars (stacked, or lying down for long labels), lines, or a donut of parts. */
export type ReportChart =
  | { kind: 'bar'; data: Row[]; dataKey: string; series: Series[]; stacked?: boolean; horizontal?: boolean }
  | { kind: 'line'; data: Row[]; dataKey: string; series: Series[] }
  | { kind: 'donut'; data: { name: string; value: number; color: string }[] };

interface Props {
  id: string;
  title: string;
  description: string;
  table: ReportTable;
  /** The CSV file's name, without the extension. */
  file: string;
  /** What is shown instead of the chart when there is nothing to count yet. */
  empty?: string;
  chart: ReportChart;
}

function Chart({ chart }: { chart: ReportChart }) {
  if (chart.kind === 'donut') return <DonutChart h={CHART_HEIGHT} mx="auto" data={chart.data} withLabels withLabelsLine withTooltip={false} />;
  // A legend only names more than one series; one series is named by the report's title.
  const shared = { h: CHART_HEIGHT, data: chart.data, dataKey: chart.dataKey, series: chart.series, withLegend: chart.series.length > 1, withTooltip: false };
  if (chart.kind === 'line') return <LineChart {...shared} curveType="monotone" tickLine="y" />;
  return chart.horizontal ? (
    <BarChart {...shared} type={chart.stacked ? 'stacked' : 'default'} orientation="vertical" yAxisProps={{ width: 100 }} tickLine="x" />
  ) : (
    <BarChart {...shared} type={chart.stacked ? 'stacked' : 'default'} tickLine="y" />
  );
}

export function ChartWithTable({ id, title, description, table, file, empty, chart }: Props) {
  const intl = useIntl();
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
            <FormattedMessage
              id="staff.reports.csv"
              defaultMessage="CSV<hidden> of {title}</hidden>"
              values={{ title: title.toLowerCase(), hidden: (words) => <VisuallyHidden component="span">{words}</VisuallyHidden> }}
            />
          </Button>
        )}
      </Group>
      {hasData ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="sm" className={classes.body}>
          {/* The same numbers are in the table beside it, which is what assistive technology and the keyboard reach. */}
          <div className={classes.chart} aria-hidden="true" inert>
            <Chart chart={chart} />
          </div>
          {/* Scrolls sideways on a phone when wide; focusable so the keyboard can scroll it too. */}
          <div className={classes.table} tabIndex={0} role="group" aria-label={intl.formatMessage({ id: 'staff.reports.tableLabel', defaultMessage: '{title}: the numbers' }, { title })}>
            <Table striped withTableBorder withColumnBorders={false} fz="sm" captionSide="top">
              <VisuallyHidden component="caption">{title}</VisuallyHidden>
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
          {empty ?? <FormattedMessage id="staff.reports.empty" defaultMessage="Nothing recorded yet." />}
        </Text>
      )}
    </Paper>
  );
}
