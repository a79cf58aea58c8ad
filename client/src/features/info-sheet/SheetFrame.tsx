// The bottom dialog around the current entry (SPEC §2): name and type label, then previous, next,
// minimize, maximize and close; the body scrolls within 70vh. Focus moves to the name when the entry
// changes, and Escape closes the sheet.
import { ActionIcon, Badge, Group, Paper, ScrollArea, Title, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMaximize, IconMinimize, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';
import { infoSheet, useInfoSheet } from './info-sheet-store.ts';
import classes from './InfoSheet.module.css';

export const SHEET_LIST_MAX_HEIGHT = '70vh';

const WORDS = defineMessages({
  previous: { id: 'staff.infoSheet.previous', defaultMessage: 'Previous' },
  next: { id: 'staff.infoSheet.next', defaultMessage: 'Next' },
  minimize: { id: 'staff.infoSheet.minimize', defaultMessage: 'Minimize' },
  maximize: { id: 'staff.infoSheet.maximize', defaultMessage: 'Maximize' },
  close: { id: 'staff.infoSheet.close', defaultMessage: 'Close' },
});

function SheetButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function SheetFrame({ title, typeLabel, children }: { title: string; typeLabel: string; children: ReactNode }) {
  const intl = useIntl();
  const { entries, index, minimized } = useInfoSheet();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const entry = entries[index];

  useEffect(() => {
    titleRef.current?.focus({ preventScroll: true });
  }, [entry]);

  return (
    <>
    {/* A bottom sheet over a backdrop: the page stays in view but dimmed. Clicks pass through, so a link
          on the page still reaches the navigation guard (which closes the sheet instead of leaving). */}
    {!minimized && <div className={classes.backdrop} aria-hidden data-testid="info-sheet-backdrop" />}
    <Paper
      component="section"
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      className={classes.sheet}
      shadow="xl"
      withBorder
      data-testid="info-sheet"
      data-minimized={minimized || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) infoSheet.close();
      }}
    >
      <div className={classes.handle} aria-hidden />
      {/* On a phone the name takes its own row above the buttons rather than being cut short. */}
      <Group className={classes.header} justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" className={classes.title}>
          <Title order={2} size="h4" id={titleId} ref={titleRef} tabIndex={-1} lineClamp={2}>
            {title}
          </Title>
          <Badge variant="outline" tt="none" style={{ flexShrink: 0 }}>
            {typeLabel}
          </Badge>
        </Group>
        <Group gap={2} wrap="nowrap" ml="auto">
          <SheetButton label={intl.formatMessage(WORDS.previous)} onClick={infoSheet.previous} disabled={index <= 0}>
            <IconChevronLeft size={20} />
          </SheetButton>
          <SheetButton label={intl.formatMessage(WORDS.next)} onClick={infoSheet.next} disabled={index >= entries.length - 1}>
            <IconChevronRight size={20} />
          </SheetButton>
          <SheetButton label={intl.formatMessage(WORDS.minimize)} onClick={infoSheet.minimize} disabled={minimized}>
            <IconMinimize size={20} />
          </SheetButton>
          <SheetButton label={intl.formatMessage(WORDS.maximize)} onClick={infoSheet.maximize} disabled={!minimized}>
            <IconMaximize size={20} />
          </SheetButton>
          <SheetButton label={intl.formatMessage(WORDS.close)} onClick={infoSheet.close}>
            <IconX size={20} />
          </SheetButton>
        </Group>
      </Group>
      {/* Kept mounted while minimized so unsaved notes and scroll position survive. */}
      <div style={{ display: minimized ? 'none' : 'block' }} data-testid="info-sheet-body">
        <ScrollArea.Autosize mah={SHEET_LIST_MAX_HEIGHT} type="auto">
          <div className={classes.body}>{children}</div>
        </ScrollArea.Autosize>
      </div>
    </Paper>
    </>
  );
}
