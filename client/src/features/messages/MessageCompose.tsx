// The compose form (a new message, or a saved draft): why it is sent, to whom, the e-mail and/or the text,
// when; then the recipient count and a preview per recipient, and Save draft / Send (or Schedule). Past the
// edition's review limit a send waits for a second staff member, as the preview says before.
import { Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { MessageCompose_message$key } from '../../__generated__/MessageCompose_message.graphql';
import type { MessagePreviewPanelQuery } from '../../__generated__/MessagePreviewPanelQuery.graphql';
import { TextInput } from '../../components/typed-fields.tsx';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors } from '../../lib/mutation.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { AudiencePicker } from './AudiencePicker.tsx';
import { MessageBodyFields } from './MessageBodyFields.tsx';
import { SpanishVersionFields } from './SpanishVersionFields.tsx';
import { MessagePreviewPanel, previewQuery, type Preview } from './MessagePreviewPanel.tsx';
import { emptyCompose, formKey, readCompose, valuesOf, type ComposeValues } from './compose-state.ts';
import { PURPOSES } from './message-words.ts';
import { useSaveMessage, useSendMessage } from './useMessageMutations.ts';

const WORDS = defineMessages({
  draftSaved: { id: 'staff.messages.compose.draftSaved', defaultMessage: 'Draft saved.' },
  awaitingReview: { id: 'staff.messages.compose.awaitingReview', defaultMessage: 'Saved: it waits for a second staff member to approve it.' },
  scheduled: { id: 'staff.messages.compose.scheduled', defaultMessage: 'Scheduled.' },
  sendingNow: { id: 'staff.messages.compose.sendingNow', defaultMessage: 'Sending now.' },
  form: { id: 'staff.messages.compose.form', defaultMessage: 'Compose a message' },
  about: { id: 'staff.messages.compose.about', defaultMessage: 'What it is about' },
  sendLater: { id: 'staff.messages.compose.sendLater', defaultMessage: 'Send later (optional)' },
  goes: { id: 'staff.messages.compose.goes', defaultMessage: 'Goes {when}.' },
  sendAtOnce: { id: 'staff.messages.compose.sendAtOnce', defaultMessage: 'Leave empty to send as soon as you press Send.' },
});

interface Props {
  draft: MessageCompose_message$key | null;
  savedQueries: { value: string; label: string }[];
  groups: { value: string; label: string }[];
  reviewLimit: number | null;
}

export function MessageCompose({ draft: ref, savedQueries, groups, reviewLimit }: Props) {
  const draft = useFragment(
    graphql`
      fragment MessageCompose_message on Message {
        databaseId
        purpose
        audience
        emailSubject
        emailBody
        textBody
        emailSubjectEs
        emailBodyEs
        textBodyEs
        sendAt
      }
    `,
    ref,
  );
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [values, setValues] = useState<ComposeValues>(() => (draft ? valuesOf(draft) : emptyCompose()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ data: Preview; key: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [save, saving] = useSaveMessage();
  const [send, sending] = useSendMessage();
  const messageId = draft?.databaseId ?? null;

  const change = (c: Partial<ComposeValues>) => {
    setValues((v) => ({ ...v, ...c }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(c)) delete next[key === 'queryId' || key === 'groupIds' || key === 'audienceKind' ? 'audience' : key];
      return next;
    });
  };

  const read = () => {
    const result = readCompose(values, intl);
    if ('errors' in result) {
      setErrors(result.errors);
      toast.error(Object.values(result.errors)[0]);
      return null;
    }
    setErrors({});
    return result.input;
  };
  const refused = (error: unknown) => {
    const fields = fieldErrors(error);
    setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [formKey(k), v])));
    toast.error(errorMessage(error));
  };

  const showPreview = async () => {
    const input = read();
    if (!input) return;
    setPreviewing(true);
    try {
      const data = await fetchQuery<MessagePreviewPanelQuery>(environment, previewQuery, { input }, { fetchPolicy: 'network-only' }).toPromise();
      if (data) setPreview({ data: data.messagePreview, key: JSON.stringify(input) });
    } catch (error) {
      refused(error);
    } finally {
      setPreviewing(false);
    }
  };

  const saveDraft = async () => {
    const input = read();
    if (!input) return null;
    try {
      const id = await save(messageId, input);
      return id;
    } catch (error) {
      refused(error);
      return null;
    }
  };

  const onSave = async () => {
    const id = await saveDraft();
    if (id === null) return;
    toast.success(intl.formatMessage(WORDS.draftSaved));
    if (messageId === null) navigate(`/dashboard/messages/${id}`, { replace: true });
  };

  const onSend = async () => {
    const id = await saveDraft();
    if (id === null) return;
    try {
      const status = await send(id);
      toast.success(intl.formatMessage(status === 'AWAITING_REVIEW' ? WORDS.awaitingReview : status === 'SCHEDULED' ? WORDS.scheduled : WORDS.sendingNow));
      navigate(`/dashboard/messages/${id}`, { replace: messageId === null });
    } catch (error) {
      refused(error);
      if (messageId === null) navigate(`/dashboard/messages/${id}`, { replace: true });
    }
  };

  const purpose = PURPOSES.find((p) => p.value === values.purpose)!;
  const stale = preview !== null && preview.key !== JSON.stringify('errors' in readCompose(values, intl) ? null : (readCompose(values, intl) as { input: unknown }).input);
  const scheduled = values.sendAt !== '' && new Date(values.sendAt).getTime() > Date.now();

  return (
    <form aria-label={intl.formatMessage(WORDS.form)} onSubmit={(e) => { e.preventDefault(); void onSend(); }} noValidate>
      <Stack gap="md">
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="audience-heading">
          <Stack gap="md">
            <Title order={2} size="h4" id="audience-heading">
              <FormattedMessage id="staff.messages.compose.whyAndWhom" defaultMessage="Why and to whom" />
            </Title>
            <Radio.Group
              label={intl.formatMessage(WORDS.about)}
              value={values.purpose}
              onChange={(p) => change({ purpose: p as ComposeValues['purpose'] })}
              required
              description={intl.formatMessage(purpose.consent)}
              error={errors.purpose}
            >
              <Group gap="md" mt={6}>
                {PURPOSES.map((p) => (
                  <Radio key={p.value} value={p.value} label={intl.formatMessage(p.label)} />
                ))}
              </Group>
            </Radio.Group>
            <AudiencePicker values={values} onChange={change} savedQueries={savedQueries} groups={groups} error={errors.audience} />
          </Stack>
        </Card>
        <MessageBodyFields values={values} onChange={change} errors={errors} />
        <SpanishVersionFields values={values} onChange={change} errors={errors} />
        <Card withBorder radius="md" padding="md">
          <TextInput
            type="datetime-local"
            label={intl.formatMessage(WORDS.sendLater)}
            description={values.sendAt ? intl.formatMessage(WORDS.goes, { when: formatDateTime(new Date(values.sendAt).toISOString()) }) : intl.formatMessage(WORDS.sendAtOnce)}
            value={values.sendAt}
            onChange={(e) => change({ sendAt: e.currentTarget.value })}
            error={errors.sendAt}
          />
        </Card>
        {preview && (
          <div style={{ opacity: stale ? 0.6 : 1 }}>
            {stale && (
              <Text size="sm" c="dimmed" mb={4}>
                <FormattedMessage id="staff.messages.compose.stalePreview" defaultMessage="The message changed since this preview: preview again." />
              </Text>
            )}
            <MessagePreviewPanel key={preview.key} preview={preview.data} reviewLimit={reviewLimit} />
          </div>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void showPreview()} loading={previewing}>
            <FormattedMessage id="staff.messages.compose.preview" defaultMessage="Preview recipients" />
          </Button>
          <Button variant="default" onClick={() => void onSave()} loading={saving && !sending}>
            <FormattedMessage id="staff.messages.compose.saveDraft" defaultMessage="Save draft" />
          </Button>
          <Button type="submit" loading={sending}>
            {scheduled ? (
              <FormattedMessage id="staff.messages.compose.schedule" defaultMessage="Schedule" />
            ) : (
              <FormattedMessage id="staff.messages.compose.send" defaultMessage="Send" />
            )}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
