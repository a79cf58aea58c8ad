// /dashboard/check-in/broadcast (staff): the emergency broadcast — one text and one e-mail, the same words for
// everyone, to the parents of every child checked in right now (a PROGRAM message: it always goes). Two
// confirmations: "Review" shows whom it reaches, then the sender types the number of families; the server
// refuses the send when that number is no longer true (children came or left).
import { Alert, Button, Card, Group, NumberInput, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { broadcastInput } from '../../../../forms/station-texts.ts';
import type { BroadcastPageQuery } from '../../__generated__/BroadcastPageQuery.graphql';
import type { BroadcastPageMutation } from '../../__generated__/BroadcastPageMutation.graphql';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';
import { toast } from '../../app/toast.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const query = graphql`
  query BroadcastPageQuery {
    broadcastReach {
      families
      texts
      emails
    }
  }
`;

const mutation = graphql`
  mutation BroadcastPageMutation($input: BroadcastInput!) {
    sendEmergencyBroadcast(input: $input) {
      families
      texts
      emails
    }
  }
`;

function Broadcast() {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const { broadcastReach: reach } = useLazyLoadQuery<BroadcastPageQuery>(query, {}, { fetchKey, fetchPolicy: 'network-only' });
  const [textBody, setTextBody] = useState('');
  const [emailSubject, setEmailSubject] = useState('');
  const [emailBody, setEmailBody] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [typed, setTyped] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [send, sending] = useMutationPromise<BroadcastPageMutation>(mutation);

  function review(event: React.FormEvent) {
    event.preventDefault();
    const parsed = broadcastInput.safeParse({ textBody, emailSubject, emailBody, confirmFamilies: 0 });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setTyped('');
    setReviewing(true);
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    try {
      const answer = await send({ input: { textBody, emailSubject, emailBody, confirmFamilies: Number(typed) } });
      const sent = answer.sendEmergencyBroadcast;
      toast.success(
        intl.formatMessage(
          {
            id: 'staff.checkIn.broadcastSent',
            defaultMessage:
              'Broadcast sent to {families, plural, one {# family} other {# families}}: {texts, plural, one {# text} other {# texts}}, {emails, plural, one {# e-mail} other {# e-mails}}.',
          },
          { families: sent.families, texts: sent.texts, emails: sent.emails },
        ),
      );
      setReviewing(false);
      setTextBody('');
      setEmailSubject('');
      setEmailBody('');
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error));
      setReviewing(false);
      setFetchKey((k) => k + 1);
    }
  }

  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={intl.formatMessage({ id: 'staff.checkIn.broadcastWarning', defaultMessage: 'For emergencies and urgent changes' })}>
        <FormattedMessage
          id="staff.checkIn.broadcastReach"
          defaultMessage="It goes at once, by text and e-mail, to the parents of every child checked in right now — {families, plural, one {# family} other {# families}} ({texts, plural, one {# text} other {# texts}}, {emails, plural, one {# e-mail} other {# e-mails}}). It reaches parents who declined other messages; an address that unsubscribed or a number that replied STOP is still skipped."
          values={{ families: reach.families, texts: reach.texts, emails: reach.emails }}
        />
      </Alert>
      {!reviewing ? (
        <Card withBorder padding="md">
          <form onSubmit={review} noValidate>
            <Stack gap="sm">
              <Textarea label={intl.formatMessage({ id: 'staff.checkIn.textMessage', defaultMessage: 'Text message' })} value={textBody} onChange={(e) => setTextBody(e.currentTarget.value)} error={errors.textBody} autosize minRows={2} maxLength={1600} required />
              <TextInput label={intl.formatMessage({ id: 'staff.checkIn.emailSubject', defaultMessage: 'E-mail subject' })} value={emailSubject} onChange={(e) => setEmailSubject(e.currentTarget.value)} error={errors.emailSubject} maxLength={200} required />
              <Textarea label={intl.formatMessage({ id: 'staff.checkIn.emailBody', defaultMessage: 'E-mail' })} value={emailBody} onChange={(e) => setEmailBody(e.currentTarget.value)} error={errors.emailBody} autosize minRows={3} required />
              <Group justify="space-between" wrap="wrap">
                <Button component={Link} to="/dashboard/check-in" variant="default"><FormattedMessage id="staff.checkIn.backToCheckIn" defaultMessage="Back to check-in" /></Button>
                <Button type="submit" color="red" disabled={reach.families === 0}><FormattedMessage id="staff.checkIn.reviewBroadcast" defaultMessage="Review broadcast" /></Button>
              </Group>
              {reach.families === 0 && <Text size="sm" c="dimmed"><FormattedMessage id="staff.checkIn.broadcastReachesNobody" defaultMessage="No child is checked in right now: the broadcast would reach nobody." /></Text>}
            </Stack>
          </form>
        </Card>
      ) : (
        <Card withBorder padding="md">
          <form onSubmit={(e) => void confirm(e)} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h4"><FormattedMessage id="staff.checkIn.confirmBroadcast" defaultMessage="Confirm the broadcast" /></Title>
              <Text size="sm">
                <FormattedMessage id="staff.checkIn.broadcast.textReview" defaultMessage="<strong>Text:</strong> {text}" values={{ text: textBody, strong: (words) => <strong>{words}</strong> }} />
              </Text>
              <Text size="sm">
                <FormattedMessage
                  id="staff.checkIn.broadcast.emailReview"
                  defaultMessage="<strong>E-mail:</strong> {subject} — {body}"
                  values={{ subject: emailSubject, body: emailBody, strong: (words) => <strong>{words}</strong> }}
                />
              </Text>
              <NumberInput
                label={intl.formatMessage({ id: 'staff.checkIn.typeFamiliesToSend', defaultMessage: 'Type {families}, the number of families it reaches, to send it' }, { families: reach.families })}
                value={typed}
                onChange={setTyped}
                error={errors.confirmFamilies}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                data-autofocus
              />
              <Group justify="space-between" wrap="wrap">
                <Button variant="default" onClick={() => setReviewing(false)}><FormattedMessage id="staff.checkIn.changeTheMessage" defaultMessage="Change the message" /></Button>
                <Button type="submit" color="red" loading={sending} disabled={Number(typed) !== reach.families || typed === ''}>
                  <FormattedMessage id="staff.checkIn.sendToFamilies" defaultMessage="Send to {families, plural, one {# family} other {# families}}" values={{ families: reach.families }} />
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}

export function BroadcastPage() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}><FormattedMessage id="staff.checkIn.emergencyBroadcast" defaultMessage="Emergency broadcast" /></Title>
      <Suspense fallback={<Text c="dimmed"><FormattedMessage id="staff.checkIn.countingFamilies" defaultMessage="Counting the families here now…" /></Text>}>
        <Broadcast />
      </Suspense>
    </Stack>
  );
}
