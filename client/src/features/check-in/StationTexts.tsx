// Texting a checked-in child's parents from the check-in table (staff): one tap on "Text parents" beside the
// child opens a short form — a template ("Please come to the check-in table", "… to room …", "… not feeling
// well …") or a free text — sent as a PROGRAM message (server: station-texts.service.ts). Below, today's texts
// about the family's children and the parents' replies; a reply arrives live (stationTextReplied) and the
// list is read again.
import { Badge, Button, Group, Modal, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { fetchQuery, type GraphQLSubscriptionConfig } from 'relay-runtime';
import { STATION_TEMPLATES, stationTextInput } from '../../../../forms/station-texts.ts';
import type { StationTextsQuery } from '../../__generated__/StationTextsQuery.graphql';
import type { StationTextsMutation } from '../../__generated__/StationTextsMutation.graphql';
import type { StationTextsRepliedSubscription } from '../../__generated__/StationTextsRepliedSubscription.graphql';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';
import { toast } from '../../app/toast.ts';
import { formatTime } from '../../lib/dates.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query StationTextsQuery($childIds: [Int!]!) {
    stationTexts(childIds: $childIds) {
      id
      childId
      direction
      body
      at
      party
      status
    }
  }
`;

const mutation = graphql`
  mutation StationTextsMutation($input: StationTextInput!) {
    textParentsFromStation(input: $input) {
      texts
    }
  }
`;

const replied = graphql`
  subscription StationTextsRepliedSubscription($childIds: [Int!]!) {
    stationTextReplied(childIds: $childIds) {
      inboundId
      childId
    }
  }
`;

export interface TextableChild {
  childId: number;
  name: string;
}

/** The form of one text: a template key or "free", and the room for the room template. */
function composed(choice: string, room: string, free: string): string {
  if (choice === 'free') return free.trim();
  const template = STATION_TEMPLATES.find((t) => t.key === choice)!;
  return template.text.replace('{room}', room.trim() || '{room}');
}

function TextParentsModal({ child, onClose, onSent }: { child: TextableChild; onClose: () => void; onSent: () => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<string>(STATION_TEMPLATES[0].key);
  const [room, setRoom] = useState('');
  const [free, setFree] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useMutationPromise<StationTextsMutation>(mutation);
  const body = composed(choice, room, free);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = stationTextInput.safeParse({ childId: child.childId, body });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? intl.formatMessage({ id: 'staff.checkIn.writeTheText', defaultMessage: 'Write the text.' }));
      return;
    }
    try {
      const answer = await send({ input: parsed.data });
      const n = answer.textParentsFromStation.texts;
      toast.success(intl.formatMessage({ id: 'staff.checkIn.textSent', defaultMessage: 'Text sent to {name}’s {count, plural, one {parent} other {# parents}}.' }, { name: child.name, count: n }));
      onSent();
    } catch (error) {
      setProblem(fieldErrors(error).body ?? errorMessage(error));
    }
  }

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'staff.checkIn.textParentsTitle', defaultMessage: 'Text {name}’s parents' }, { name: child.name })} size="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Radio.Group value={choice} onChange={(v) => { setChoice(v); setProblem(null); }} label={intl.formatMessage({ id: 'staff.checkIn.message', defaultMessage: 'Message' })} name="station-text-template">
            <Stack gap={6} mt={4}>
              {STATION_TEMPLATES.map((t) => <Radio key={t.key} value={t.key} label={t.text.replace('{room}', '…')} />)}
              <Radio value="free" label={intl.formatMessage({ id: 'staff.checkIn.writeMyOwn', defaultMessage: 'Write my own' })} />
            </Stack>
          </Radio.Group>
          {choice === 'room' && <TextInput label={intl.formatMessage({ id: 'staff.checkIn.room', defaultMessage: 'Room' })} value={room} onChange={(e) => setRoom(e.currentTarget.value)} required data-autofocus />}
          {choice === 'free' && <Textarea label={intl.formatMessage({ id: 'staff.checkIn.freeText', defaultMessage: 'Text' })} value={free} onChange={(e) => setFree(e.currentTarget.value)} autosize minRows={2} maxLength={1600} required data-autofocus />}
          <Text size="sm" c="dimmed">
            <FormattedMessage id="staff.checkIn.textPreview" defaultMessage="Sent by text to the parents: “{body}”" values={{ body: body || '…' }} />
          </Text>
          {problem && <Text size="sm" c="red.8" role="alert">{problem}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}><FormattedMessage id="staff.checkIn.cancel" defaultMessage="Cancel" /></Button>
            <Button type="submit" loading={sending}><FormattedMessage id="staff.checkIn.sendText" defaultMessage="Send text" /></Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Conversation({ childIds, names, fetchKey, onReply }: { childIds: number[]; names: Map<number, string>; fetchKey: number; onReply: () => void }) {
  // Read in an effect, not by suspending: a station offline or signed out keeps working, with a line saying the
  // texts could not be read, and a failed read is not an uncaught error.
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [texts, setTexts] = useState<StationTextsQuery['response']['stationTexts'] | 'failed' | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<StationTextsQuery>(environment, query, { childIds }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setTexts(data.stationTexts),
      error: () => setTexts('failed'),
    });
    return () => subscription.unsubscribe();
  }, [environment, childIds, fetchKey]);
  const config = useMemo<GraphQLSubscriptionConfig<StationTextsRepliedSubscription>>(
    () => ({ subscription: replied, variables: { childIds }, onNext: onReply, onError: (e) => console.warn('Live replies stopped:', e) }),
    [childIds, onReply],
  );
  useSubscription(config);
  if (texts === null) return <Text size="sm" c="dimmed"><FormattedMessage id="staff.checkIn.loadingTexts" defaultMessage="Loading texts…" /></Text>;
  if (texts === 'failed') return <Text size="sm" c="dimmed"><FormattedMessage id="staff.checkIn.textsFailed" defaultMessage="The texts could not be read just now." /></Text>;
  if (!texts.length) return <Text size="sm" c="dimmed"><FormattedMessage id="staff.checkIn.noTexts" defaultMessage="No texts to this family today." /></Text>;
  return (
    <Stack gap={6} aria-live="polite" data-testid="station-texts">
      {texts.map((t) => (
        <Paper key={t.id} withBorder p="xs" bg={t.direction === 'IN' ? 'blue.0' : undefined}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" fw={600}>
              <FormattedMessage
                id="staff.checkIn.textLine"
                defaultMessage="{direction, select, IN {Reply from {party}} other {To {party}}} · about {child} · {at}"
                values={{ direction: t.direction, party: t.party, child: names.get(t.childId) ?? intl.formatMessage({ id: 'staff.checkIn.aChild', defaultMessage: 'a child' }), at: formatTime(t.at as string) }}
              />
            </Text>
            {t.status && (
              <Badge size="xs" variant="light" color={t.status === 'FAILED' || t.status === 'BOUNCED' ? 'red' : 'gray'}>
                <FormattedMessage
                  id="staff.checkIn.textStatus"
                  defaultMessage="{status, select, QUEUED {queued} SENDING {sending} SENT {sent} DELIVERED {delivered} FAILED {failed} BOUNCED {bounced} OPENED {opened} SKIPPED {skipped} other {{lowercase}}}"
                  values={{ status: t.status, lowercase: t.status.toLowerCase() }}
                />
              </Badge>
            )}
          </Group>
          <Text size="sm">{t.body}</Text>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The staff member's texts at the table for one family: a button per checked-in child, and the day's texts about
 * any of the family's children. The texts are read for the whole family, so a check-in or check-out (which changes
 * who is checked in) reads nothing again: the station's one request per change stays one.
 */
export function StationTexts({ family, checkedIn }: { family: TextableChild[]; checkedIn: TextableChild[] }) {
  const [texting, setTexting] = useState<TextableChild | null>(null);
  const [fetchKey, setFetchKey] = useState(0);
  // The same children give the same query and subscription, however often the table renders.
  const shown = JSON.stringify(family.map((c) => [c.childId, c.name]));
  const names = useMemo(() => new Map(JSON.parse(shown) as [number, string][]), [shown]);
  const childIds = useMemo(() => [...names.keys()], [names]);
  const refresh = useMemo(() => () => setFetchKey((k) => k + 1), []);
  if (!checkedIn.length) return null;
  return (
    <Paper withBorder p="md" aria-labelledby="station-texts-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="station-texts-heading"><FormattedMessage id="staff.checkIn.textsToParents" defaultMessage="Texts to parents" /></Title>
        <Group gap="xs" wrap="wrap">
          {checkedIn.map((c) => (
            <Button key={c.childId} variant="light" leftSection={<IconMessage size={16} aria-hidden />} onClick={() => setTexting(c)}>
              <FormattedMessage id="staff.checkIn.textParentsButton" defaultMessage="Text {name}’s parents" values={{ name: c.name }} />
            </Button>
          ))}
        </Group>
        <Conversation childIds={childIds} names={names} fetchKey={fetchKey} onReply={refresh} />
      </Stack>
      {texting && <TextParentsModal child={texting} onClose={() => setTexting(null)} onSent={() => { setTexting(null); refresh(); }} />}
    </Paper>
  );
}
