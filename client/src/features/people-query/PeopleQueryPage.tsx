// /dashboard/apq, the advanced people query (staff only): build conditions over children, parents,
// interns or staff, choose and sort the columns, page through the result, export it as CSV, save it by
// name. The query lives in the URL (?q=…), so a link reproduces the result. Fields behind a permission
// the viewer lacks are not offered; they appear as soon as an admin grants it (live, no reload).
import { Alert, Button, Group, Modal, MultiSelect, Paper, SegmentedControl, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { IconDeviceFloppy, IconDownload, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { PeopleQueryPageQuery, PeopleQueryPersonType } from '../../__generated__/PeopleQueryPageQuery.graphql';
import type { PeopleQueryPageViewerQuery } from '../../__generated__/PeopleQueryPageViewerQuery.graphql';
import { toast } from '../../app/toast.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { ConditionGroup } from './ConditionEditor.tsx';
import { PeopleQueryResults } from './PeopleQueryResults.tsx';
import { QuickFind } from './QuickFind.tsx';
import {
  PERSON_KINDS,
  decodeDefinition,
  encodeDefinition,
  exportUrl,
  starterDefinition,
  todayIso,
  toggleSort,
  usableFields,
  type Definition,
  type PersonKind,
} from './query-definition.ts';
import { useSavePeopleQueryMutation } from './useSavePeopleQueryMutation.ts';
import { useDeleteSavedPeopleQueryMutation } from './useDeleteSavedPeopleQueryMutation.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const PERSON_KIND_LABEL = defineMessages({
  child: { id: 'staff.peopleQuery.kind.child', defaultMessage: 'Children' },
  parent: { id: 'staff.peopleQuery.kind.parent', defaultMessage: 'Parents' },
  intern: { id: 'staff.peopleQuery.kind.intern', defaultMessage: 'Interns' },
  staff: { id: 'staff.peopleQuery.kind.staff', defaultMessage: 'Staff' },
}) satisfies Record<PersonKind, unknown>;

const WORDS = defineMessages({
  forStaff: { id: 'staff.peopleQuery.forStaff', defaultMessage: 'For staff' },
  savedQueries: { id: 'staff.peopleQuery.saved.label', defaultMessage: 'Saved queries' },
  openSaved: { id: 'staff.peopleQuery.saved.open', defaultMessage: 'Open a saved query' },
  noneSaved: { id: 'staff.peopleQuery.saved.none', defaultMessage: 'None saved yet' },
  savedBy: { id: 'staff.peopleQuery.saved.by', defaultMessage: '{name} ({owner})' },
  whoToFind: { id: 'staff.peopleQuery.whoToFind', defaultMessage: 'Who to find' },
  columns: { id: 'staff.peopleQuery.columns', defaultMessage: 'Columns' },
  sortBy: { id: 'staff.peopleQuery.sortBy', defaultMessage: 'Sort by' },
  sortDirection: { id: 'staff.peopleQuery.sortDirection', defaultMessage: 'Sort direction' },
  ascending: { id: 'staff.peopleQuery.ascending', defaultMessage: 'Ascending' },
  descending: { id: 'staff.peopleQuery.descending', defaultMessage: 'Descending' },
  exportName: { id: 'staff.peopleQuery.exportName', defaultMessage: 'people' },
  deleteTitle: { id: 'staff.peopleQuery.delete.title', defaultMessage: 'Delete this saved query?' },
  deleteMessage: { id: 'staff.peopleQuery.delete.message', defaultMessage: '“{name}” will be deleted for everyone.' },
  deleteConfirm: { id: 'staff.peopleQuery.delete.confirm', defaultMessage: 'Delete' },
  deleted: { id: 'staff.peopleQuery.delete.done', defaultMessage: 'Deleted “{name}”.' },
  saved: { id: 'staff.peopleQuery.save.done', defaultMessage: 'Saved “{name}”.' },
  notSaved: { id: 'staff.peopleQuery.save.failed', defaultMessage: 'The query could not be saved.' },
  saveTitle: { id: 'staff.peopleQuery.save.title', defaultMessage: 'Save query' },
  name: { id: 'staff.peopleQuery.save.name', defaultMessage: 'Name' },
  share: { id: 'staff.peopleQuery.save.share', defaultMessage: 'Share with other staff' },
  asNew: { id: 'staff.peopleQuery.save.asNew', defaultMessage: 'Save as a new query (keep “{name}”)' },
});

const pageQuery = graphql`
  query PeopleQueryPageQuery($personType: PeopleQueryPersonType!) {
    viewer {
      permissions
    }
    peopleQueryFields(personType: $personType) {
      key
      label
      type
      operators
      permission
      canBeColumn
      starter
      choices {
        value
        label
      }
    }
    savedPeopleQueries {
      id
      name
      definition
      shared
      ownedByViewer
      ownerName
    }
  }
`;

export function PeopleQueryPage() {
  const [params] = useSearchParams();
  const urlText = params.get('q');
  const { viewer } = useLazyLoadQuery<PeopleQueryPageViewerQuery>(
    graphql`
      query PeopleQueryPageViewerQuery {
        viewer {
          isStaff
        }
      }
    `,
    {},
  );
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Title order={1}>
        <FormattedMessage id="staff.peopleQuery.title" defaultMessage="People query" />
      </Title>
      {viewer?.isStaff ? (
        <>
          <QuickFind />
          <Title order={2} size="h3">
            <FormattedMessage id="staff.peopleQuery.advanced" defaultMessage="Advanced query" />
          </Title>
          <Suspense
            fallback={
              <Text c="dimmed">
                <FormattedMessage id="staff.peopleQuery.loadingBuilder" defaultMessage="Loading the builder…" />
              </Text>
            }
          >
            {/* A new link (saved query, back button) starts the builder afresh from it. */}
            <Workspace key={urlText ?? ''} />
          </Suspense>
        </>
      ) : (
        <Alert color="gray" title={intl.formatMessage(WORDS.forStaff)}>
          <FormattedMessage id="staff.peopleQuery.onlyStaff" defaultMessage="The people query is for staff members." />
        </Alert>
      )}
    </Stack>
  );
}

function Workspace() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => decodeDefinition(params.get('q')), [params]);
  const [kind, setKind] = useState<PersonKind>(fromUrl?.personType ?? 'child');
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<PeopleQueryPageQuery>(
    pageQuery,
    { personType: kind.toUpperCase() as PeopleQueryPersonType },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const permissions = data.viewer?.permissions ?? [];
  const fields = useMemo(() => usableFields(data.peopleQueryFields ?? [], permissions), [data.peopleQueryFields, permissions]);
  const [draft, setDraft] = useState<Definition | null>(fromUrl);
  const [saving, setSaving] = useState(false);
  const today = todayIso();

  const current = draft && draft.personType === kind ? draft : starterDefinition(kind, fields);
  const savedId = params.get('saved');
  // A deleted saved query (@deleteRecord) leaves a hole in the list until the next fetch.
  const saved = (data.savedPeopleQueries ?? []).filter((s): s is NonNullable<typeof s> => s != null);
  const show = (def: Definition, extra: Record<string, string> = {}) => setParams({ q: encodeDefinition(def), ...extra });
  const chosenSaved = saved.find((s) => s.id === savedId) ?? null;
  const columnChoices = fields.filter((f) => f.canBeColumn).map((f) => ({ value: f.key, label: f.label }));
  const sortChoices = columnChoices;
  const hidden = current.columns.filter((c) => !fields.some((f) => f.key === c) && !c.startsWith('answer:'));

  return (
    <Stack gap="md">
      <Text c="dimmed">
        <FormattedMessage
          id="staff.peopleQuery.intro"
          defaultMessage="Ask a question of everyone in the program, then open anyone’s info sheet, export the list or save the query for other staff."
        />
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={intl.formatMessage(WORDS.savedQueries)}
          placeholder={intl.formatMessage(saved.length ? WORDS.openSaved : WORDS.noneSaved)}
          w={{ base: '100%', xs: 360 }}
          data={saved.map((s) => ({ value: s.id, label: s.shared && !s.ownedByViewer && s.ownerName ? intl.formatMessage(WORDS.savedBy, { name: s.name, owner: s.ownerName }) : s.name }))}
          value={savedId && saved.some((s) => s.id === savedId) ? savedId : null}
          onChange={(id) => {
            const chosen = saved.find((s) => s.id === id);
            if (chosen) setParams({ q: chosen.definition, saved: chosen.id });
          }}
          searchable
        />
        {chosenSaved?.ownedByViewer && <DeleteSavedButton id={chosenSaved.id} name={chosenSaved.name} onDeleted={() => setParams(fromUrl ? { q: encodeDefinition(fromUrl) } : {})} />}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <SegmentedControl
            aria-label={intl.formatMessage(WORDS.whoToFind)}
            value={kind}
            onChange={(value) => {
              setKind(value as PersonKind);
              setDraft(null);
            }}
            data={PERSON_KINDS.map((value) => ({ value, label: intl.formatMessage(PERSON_KIND_LABEL[value]) }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
          <ConditionGroup node={current.where ?? { all: [] }} onChange={(where) => setDraft({ ...current, where })} fields={fields} today={today} />
          <MultiSelect
            label={intl.formatMessage(WORDS.columns)}
            data={columnChoices}
            value={current.columns.filter((c) => columnChoices.some((o) => o.value === c))}
            onChange={(columns) => setDraft({ ...current, columns })}
            searchable
            hidePickedOptions
          />
          {hidden.length > 0 && (
            <Text size="sm" c="orange">
              <FormattedMessage id="staff.peopleQuery.hiddenFields" defaultMessage="This query uses fields you do not have permission to see; it cannot run for you." />
            </Text>
          )}
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={intl.formatMessage(WORDS.sortBy)}
              w={{ base: '100%', xs: 220 }}
              data={sortChoices}
              value={current.sort[0]?.field ?? null}
              onChange={(field) => setDraft({ ...current, sort: field ? [{ field, direction: current.sort[0]?.direction ?? 'asc' }] : [] })}
              clearable
            />
            <SegmentedControl
              aria-label={intl.formatMessage(WORDS.sortDirection)}
              value={current.sort[0]?.direction ?? 'asc'}
              onChange={(direction) => current.sort[0] && setDraft({ ...current, sort: [{ field: current.sort[0].field, direction: direction as 'asc' | 'desc' }] })}
              data={[
                { value: 'asc', label: intl.formatMessage(WORDS.ascending) },
                { value: 'desc', label: intl.formatMessage(WORDS.descending) },
              ]}
            />
          </Group>
          <Group gap="sm" wrap="wrap">
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => show(current)} disabled={current.columns.length === 0}>
              <FormattedMessage id="staff.peopleQuery.show" defaultMessage="Show results" />
            </Button>
            <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => setSaving(true)} disabled={current.columns.length === 0}>
              <FormattedMessage id="staff.peopleQuery.save" defaultMessage="Save query…" />
            </Button>
            {fromUrl && (
              <Button component="a" variant="default" href={exportUrl(fromUrl, saved.find((s) => s.id === savedId)?.name ?? intl.formatMessage(WORDS.exportName))} download leftSection={<IconDownload size={16} aria-hidden />}>
                <FormattedMessage id="staff.peopleQuery.export" defaultMessage="Export CSV" />
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {fromUrl ? (
        <PeopleQueryResults definition={fromUrl} permissionsKey={permissions.join(',')} onSort={(field) => show(toggleSort(fromUrl, field), savedId ? { saved: savedId } : {})} />
      ) : (
        <Text c="dimmed">
          <FormattedMessage id="staff.peopleQuery.buildFirst" defaultMessage="Build a query and choose “Show results”." />
        </Text>
      )}
      <SaveQueryModal
        opened={saving}
        onClose={() => setSaving(false)}
        definition={current}
        existing={saved.find((s) => s.id === savedId && s.ownedByViewer) ?? null}
        onSaved={(id) => {
          setSaving(false);
          setFetchKey((k) => k + 1);
          show(current, { saved: id });
        }}
      />
    </Stack>
  );
}

function DeleteSavedButton({ id, name, onDeleted }: { id: string; name: string; onDeleted: () => void }) {
  const intl = useIntl();
  const [commit, inFlight] = useDeleteSavedPeopleQueryMutation();
  const [confirm, confirmDialog] = useConfirm();
  return (
    <>
    {confirmDialog}
    <Button
      variant="subtle"
      color="red"
      loading={inFlight}
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={async () => {
        const sure = await confirm({
          title: intl.formatMessage(WORDS.deleteTitle),
          message: intl.formatMessage(WORDS.deleteMessage, { name }),
          confirmLabel: intl.formatMessage(WORDS.deleteConfirm),
          danger: true,
        });
        if (!sure) return;
        commit({ id }).then(
          () => {
            toast.success(intl.formatMessage(WORDS.deleted, { name }));
            onDeleted();
          },
          (error: unknown) => void toast.error(errorMessage(error)),
        );
      }}
    >
      <FormattedMessage id="staff.peopleQuery.delete.button" defaultMessage="Delete saved query" />
    </Button>
    </>
  );
}

function SaveQueryModal({ opened, onClose, definition, existing, onSaved }: { opened: boolean; onClose: () => void; definition: Definition; existing: { id: string; name: string; shared: boolean } | null; onSaved: (id: string) => void }) {
  const [name, setName] = useState(existing?.name ?? '');
  const [shared, setShared] = useState(existing?.shared ?? true);
  const [asNew, setAsNew] = useState(false);
  const [commit, inFlight] = useSavePeopleQueryMutation();
  const [error, setError] = useState<string | null>(null);
  const intl = useIntl();
  const submit = async () => {
    setError(null);
    try {
      const { savePeopleQuery: saved } = await commit({ id: existing && !asNew ? existing.id : null, name, definition: encodeDefinition(definition), shared });
      toast.success(intl.formatMessage(WORDS.saved, { name: saved.name }));
      onSaved(saved.id);
    } catch (e) {
      setError(errorMessage(e, intl.formatMessage(WORDS.notSaved)));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage(WORDS.saveTitle)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput label={intl.formatMessage(WORDS.name)} required maxLength={100} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} data-autofocus />
          <Switch label={intl.formatMessage(WORDS.share)} checked={shared} onChange={(e) => setShared(e.currentTarget.checked)} />
          {existing && <Switch label={intl.formatMessage(WORDS.asNew, { name: existing.name })} checked={asNew} onChange={(e) => setAsNew(e.currentTarget.checked)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="staff.peopleQuery.save.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" loading={inFlight}>
              <FormattedMessage id="staff.peopleQuery.save.submit" defaultMessage="Save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
