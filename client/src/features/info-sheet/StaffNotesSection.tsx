// Staff notes in a sheet view (SPEC §4, §6, §8): the lazily loaded editor, labeled "never visible to the
// parent", saving 1000 ms after the last keystroke with the states idle → 'Saving notes...' → success or
// error text, cleared 1500 ms after the save. Edits still waiting when the sheet moves on are saved at once.
import { Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';

const StaffNotesEditor = lazy(() => import('../../components/StaffNotesEditor.tsx'));

export const SAVE_DEBOUNCE_MS = 1000;
export const STATUS_CLEAR_MS = 1500;
export const SAVE_MESSAGES = {
  saving: 'Saving notes...',
  saved: 'Staff notes saved successfully!',
  error: 'Error occurred while saving notes! Try again later',
} as const;

type SaveState = 'idle' | keyof typeof SAVE_MESSAGES;

export interface StaffNotesSectionProps {
  /** The saved notes (HTML; "" when none). */
  value: string;
  /** Whose notes these are, for the editor's accessible name ("Staff notes about Ethan Mitchell"). */
  about: string;
  save: (html: string) => Promise<void>;
}

export function StaffNotesSection({ value, about, save }: StaffNotesSectionProps) {
  const headingId = useId();
  const hintId = useId();
  const [state, setState] = useState<SaveState>('idle');
  const [pending, setPending] = useState(false);
  const draft = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const clearTimer = useRef<number | undefined>(undefined);
  const inFlight = useRef(0);
  const saveRef = useRef(save);
  saveRef.current = save;
  const mounted = useRef(true);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const html = draft.current;
    if (html === null) return;
    draft.current = null;
    inFlight.current += 1;
    if (mounted.current) {
      window.clearTimeout(clearTimer.current);
      setState('saving');
    }
    const settle = (outcome: 'saved' | 'error') => {
      inFlight.current -= 1;
      if (!mounted.current) return;
      if (inFlight.current === 0 && draft.current === null) setPending(false);
      setState(outcome);
      clearTimer.current = window.setTimeout(() => setState('idle'), STATUS_CLEAR_MS);
    };
    saveRef.current(html).then(
      () => settle('saved'),
      () => settle('error'),
    );
  }, []);

  const onChange = useCallback(
    (html: string) => {
      draft.current = html;
      setPending(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  // Leaving the person (previous, next, close) must not lose what was typed in the last second.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(clearTimer.current);
      if (timer.current !== undefined) flush();
    };
  }, [flush]);

  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Box>
        <Title order={3} size="h5" id={headingId}>
          Staff notes
        </Title>
        <Text size="sm" c="dimmed" id={hintId}>
          Never visible to the parent.
        </Text>
      </Box>
      <Suspense fallback={<Skeleton height={150} radius="sm" aria-label="Loading the notes editor" />}>
        <StaffNotesEditor value={value} holdExternal={pending} onChange={onChange} label={`Staff notes about ${about}`} describedBy={hintId} />
      </Suspense>
      <Text size="sm" role="status" aria-live="polite" mih={20} c={state === 'error' ? 'red.8' : state === 'saved' ? 'green.8' : 'dimmed'}>
        {state === 'idle' ? '' : SAVE_MESSAGES[state]}
      </Text>
    </Stack>
  );
}
