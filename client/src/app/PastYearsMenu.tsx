// The Past Years dropdown of the nav bar, as a disclosure (a button that shows a list of links): the
// pattern for site navigation, with no positioning library on public pages. Escape, a click outside,
// leaving it with Tab, or following a link closes it.
import { Button, Paper, Stack, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from '../i18n/intl.tsx';
import { Link, useLocation } from 'react-router-dom';
import classes from './AppHeader.module.css';
import { PAST_YEARS } from './site.ts';

export function PastYearsMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className={classes.disclosure}>
      <Button
        ref={button}
        variant="subtle"
        color="dark"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        rightSection={<IconChevronDown size={16} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
      >
        <FormattedMessage id="nav.pastYears" defaultMessage="Past Years" />
      </Button>
      <Paper id={listId} hidden={!open} style={{ display: open ? undefined : 'none' }} shadow="md" withBorder radius="md" p={4} className={classes.disclosurePanel}>
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {PAST_YEARS.map((year) => (
            <li key={year.path}>
              <UnstyledButton component={Link} to={year.path} className={classes.disclosureLink} aria-current={pathname === year.path ? 'page' : undefined}>
                {year.label}
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Paper>
    </div>
  );
}
