// Staff notes in a sheet view (SPEC §4, §6, §8): the lazily loaded editor, labeled "never visible to the
// parent", saving 1000 ms after the last keystroke with the states idle → 'Saving notes...' → success or
// error text, cleared 1500 ms after the save. Edits still waiting when the sheet moves on are saved at once.
// Under the editor a line says who saved last and when, with the saved versions one tap away.
//
// Each save names the version the text was edited from: the stored version when the editor last took the
// stored text, then each version this editor saved. If someone else saved in between, the server refuses
// (CONFLICT): the editor keeps this person's text, and the other person's text is shown beside it until
// they save theirs over it deliberately or take the other text.
import { Alert, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { RequestError } from '../../relay/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';
import { NotesHtml } from './NotesHtml.tsx';
import { savedByLine, StaffNotesVersionsButton } from './StaffNotesVersions.tsx';

const StaffNotesEditor = lazy(() => import('../../components/StaffNotesEditor.tsx'));

export const SAVE_DEBOUNCE_MS = 1000;
export const STATUS_CLEAR_MS = 1500;
export const SAVE_MESSAGES = defineMessages({
  saving: { id: 'staff.infoSheet.notes.saving', defaultMessage: 'Saving notes...' },
  saved: { id: 'staff.infoSheet.notes.saved', defaultMessage: 'Staff notes saved successfully!' },
  error: { id: 'staff.infoSheet.notes.error', defaultMessage: 'Error occurred while saving notes! Try again later' },
});

const WORDS = defineMessages({
  notSavedYet: { id: 'staff.infoSheet.notes.notSavedYet', defaultMessage: 'Not saved yet' },
  notSavedConflict: { id: 'staff.infoSheet.notes.notSavedConflict', defaultMessage: 'Not saved: someone else saved first' },
  savedEditedBy: { id: 'staff.infoSheet.notes.savedEditedBy', defaultMessage: 'Saved · edited by {line}' },
  loadingEditor: { id: 'staff.infoSheet.notes.loadingEditor', defaultMessage: 'Loading the notes editor' },
  editorLabel: { id: 'staff.infoSheet.notes.editorLabel', defaultMessage: 'Staff notes about {name}' },
  conflictTitle: { id: 'staff.infoSheet.notes.conflictTitle', defaultMessage: 'Someone else saved these notes while you were editing' },
  theirText: { id: 'staff.infoSheet.notes.theirText', defaultMessage: 'Their text' },
  anotherStaffMember: { id: 'staff.infoSheet.notes.anotherStaffMember', defaultMessage: 'Another staff member' },
});

type SaveState = 'idle' | keyof typeof SAVE_MESSAGES;

/** Who saved the stored notes, and when (null before the first save kept as a version). */
export interface LastSaved {
  readonly savedBy: string | null | undefined;
  readonly savedAt: string;
}

export interface StaffNotesSectionProps {
  /** Global id of the child or parent (for the versions list). */
  personId: string;
  /** The saved notes (HTML; "" when none). */
  value: string;
  /** The stored notes' version number. */
  version: number;
  lastSaved: LastSaved | null;
  /** Whose notes these are, for the editor's accessible name ("Staff notes about Ethan Mitchell"). */
  about: string;
  /** Saves the text as edited from `baseVersion`; resolves the version stored. */
  save: (html: string, baseVersion: number) => Promise<number>;
  /** Reads the stored notes again (after a refused save, to show the other person's text). */
  refresh: () => Promise<void>;
}

/** The line under the editor: the SPEC's save states, else who saved the stored notes last and when. */
function statusText(intl: IntlShape, state: SaveState, refused: boolean, lastSaved: LastSaved | null): string {
  if (refused) return intl.formatMessage(state === 'idle' ? WORDS.notSavedYet : WORDS.notSavedConflict);
  if (state !== 'idle') return intl.formatMessage(SAVE_MESSAGES[state]);
  return lastSaved ? intl.formatMessage(WORDS.savedEditedBy, { line: savedByLine(intl, lastSaved.savedBy ?? null, lastSaved.savedAt) }) : '';
}

export function StaffNotesSection({ personId, value, version, lastSaved, about, save, refresh }: StaffNotesSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const hintId = useId();
  const [state, setState] = useState<SaveState>('idle');
  const [pending, setPending] = useState(false);
  /** This person's text the server refused because someone else saved first (null: no conflict). */
  const [conflict, setConflict] = useState<string | null>(null);
  const draft = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const clearTimer = useRef<number | undefined>(undefined);
  const inFlight = useRef(0);
  const saveRef = useRef(save);
  saveRef.current = save;
  const conflictRef = useRef<string | null>(null);
  conflictRef.current = conflict;
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const mounted = useRef(true);
  /** The version the editor's text was edited from. */
  const base = useRef(version);
  const holding = pending || conflict !== null;
  // While nothing is waiting to be saved the editor shows the stored text, so the next edit starts from it.
  useEffect(() => {
    if (!holding && inFlight.current === 0) base.current = version;
  }, [version, holding]);

  const flushRef = useRef<() => void>(() => undefined);
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const html = draft.current;
    // One save at a time: the next starts from the version this one stores (see settle).
    if (html === null || inFlight.current > 0) return;
    draft.current = null;
    inFlight.current += 1;
    if (mounted.current) {
      window.clearTimeout(clearTimer.current);
      setState('saving');
    }
    const settle = (outcome: 'saved' | 'error') => {
      inFlight.current -= 1;
      // Text typed while this save was under way, and no longer waiting on the debounce, goes next.
      if (outcome === 'saved' && draft.current !== null && timer.current === undefined) {
        flushRef.current();
        return;
      }
      if (!mounted.current) return;
      if (inFlight.current === 0 && draft.current === null) setPending(false);
      setState(outcome);
      clearTimer.current = window.setTimeout(() => setState('idle'), STATUS_CLEAR_MS);
    };
    saveRef.current(html, base.current).then(
      (stored) => {
        base.current = stored;
        settle('saved');
      },
      (error: unknown) => {
        if (error instanceof RequestError && error.code === 'CONFLICT') {
          // Keep this person's text in the editor and show the stored one beside it.
          conflictRef.current = html;
          if (mounted.current) setConflict(html);
          void refreshRef.current().catch(() => undefined);
        }
        settle('error');
      },
    );
  }, []);
  flushRef.current = flush;

  const onChange = useCallback(
    (html: string) => {
      draft.current = html;
      setPending(true);
      window.clearTimeout(timer.current);
      // After a refusal nothing saves by itself: the person chooses (below).
      if (conflictRef.current !== null) return;
      timer.current = window.setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    [flush],
  );
  /** Saves this person's text over the other's, from the version now stored. */
  const saveMine = () => {
    const mine = draft.current ?? conflictRef.current ?? value;
    base.current = version;
    setConflict(null);
    conflictRef.current = null;
    draft.current = mine;
    flush();
  };
  /** Drops this person's text and takes the stored one. */
  const takeTheirs = () => {
    setConflict(null);
    conflictRef.current = null;
    draft.current = null;
    base.current = version;
    setPending(false);
  };

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
          <FormattedMessage id="staff.infoSheet.notes.heading" defaultMessage="Staff notes" />
        </Title>
        <Text size="sm" c="dimmed" id={hintId}>
          <FormattedMessage id="staff.infoSheet.notes.hint" defaultMessage="Never visible to the parent." />
        </Text>
      </Box>
      <Suspense fallback={<Skeleton height={150} radius="sm" aria-label={intl.formatMessage(WORDS.loadingEditor)} />}>
        <StaffNotesEditor value={value} holdExternal={holding} onChange={onChange} label={intl.formatMessage(WORDS.editorLabel, { name: about })} describedBy={hintId} />
      </Suspense>
      {conflict !== null && (
        <Alert color="yellow" title={intl.formatMessage(WORDS.conflictTitle)} role="alert">
          <Stack gap="xs">
            <Text size="sm">
              {lastSaved ? (
                <FormattedMessage
                  id="staff.infoSheet.notes.conflictBy"
                  defaultMessage="{who} saved them {when}. Your text was not saved: it is still in the editor. Copy what you need from theirs, then save yours over it, or take theirs."
                  values={{ who: lastSaved.savedBy ?? intl.formatMessage(WORDS.anotherStaffMember), when: formatDateTime(lastSaved.savedAt) }}
                />
              ) : (
                <FormattedMessage
                  id="staff.infoSheet.notes.conflict"
                  defaultMessage="Another staff member saved them. Your text was not saved: it is still in the editor. Copy what you need from theirs, then save yours over it, or take theirs."
                />
              )}
            </Text>
            <Paper withBorder p="xs" aria-label={intl.formatMessage(WORDS.theirText)}>
              <NotesHtml html={value} />
            </Paper>
            <Group gap="xs">
              <Button size="xs" onClick={saveMine}>
                <FormattedMessage id="staff.infoSheet.notes.saveMine" defaultMessage="Save mine over theirs" />
              </Button>
              <Button size="xs" variant="default" onClick={takeTheirs}>
                <FormattedMessage id="staff.infoSheet.notes.useTheirs" defaultMessage="Use their text" />
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" role="status" aria-live="polite" mih={20} c={state === 'error' ? 'red.8' : state === 'saved' ? 'green.8' : 'dimmed'}>
          {statusText(intl, state, conflict !== null, pending ? null : lastSaved)}
        </Text>
        <StaffNotesVersionsButton personId={personId} about={about} />
      </Group>
    </Stack>
  );
}
