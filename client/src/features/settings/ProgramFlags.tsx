// The three program flags (SPEC §1). Each switch saves at once and only its own flag, so the pages it
// opens or closes (registration, the intern application) follow immediately for everyone. Opening one on an
// edition whose week is over asks first: families would sign up for a week that has passed, and next summer
// is prepared by launching the next edition.
import { Anchor, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ProgramFlags_edition$key } from '../../__generated__/ProgramFlags_edition.graphql';
import { toast } from '../../app/toast.ts';
import { useUpdateEditionSettingsMutation } from './useUpdateEditionSettingsMutation.ts';
import { formatDate, formatInstantDate } from '../../lib/dates.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from '../../i18n/intl.tsx';

type Flag = 'generalRegistrationOpen' | 'internApplicationOpen' | 'electiveSelectionOpen';

/** The opening day a launch set for a flag, while it is still ahead. */
const OPENS_ON: Partial<Record<Flag, 'registrationOpensOn' | 'electiveSelectionOpensOn'>> = {
  generalRegistrationOpen: 'registrationOpensOn',
  electiveSelectionOpen: 'electiveSelectionOpensOn',
};

const m = defineMessages({
  registrationLabel: { id: 'staff.settings.flags.registrationLabel', defaultMessage: 'General registration open' },
  registrationName: { id: 'staff.settings.flags.registrationName', defaultMessage: 'General registration' },
  registrationDescription: { id: 'staff.settings.flags.registrationDescription', defaultMessage: 'Parents can register children, and the Register link shows in the menu.' },
  internLabel: { id: 'staff.settings.flags.internLabel', defaultMessage: 'Intern applications open' },
  internName: { id: 'staff.settings.flags.internName', defaultMessage: 'Intern applications' },
  internDescription: { id: 'staff.settings.flags.internDescription', defaultMessage: 'Interns can apply, or change a pending application.' },
  electiveLabel: { id: 'staff.settings.flags.electiveLabel', defaultMessage: 'Elective selection open' },
  electiveName: { id: 'staff.settings.flags.electiveName', defaultMessage: 'Elective selection' },
  electiveDescription: { id: 'staff.settings.flags.electiveDescription', defaultMessage: 'Parents can choose or change afternoon clubs.' },
  overTitle: { id: 'staff.settings.flags.overTitle', defaultMessage: 'Open {what} for a week that is over?' },
  overMessage: {
    id: 'staff.settings.flags.overMessage',
    defaultMessage:
      '{name} {year} ended on {endedOn}. Families would sign up for a program that has already happened. To prepare next summer, launch next year’s edition instead.',
  },
  openAnyway: { id: 'staff.settings.flags.openAnyway', defaultMessage: 'Open anyway' },
  switched: { id: 'staff.settings.flags.switched', defaultMessage: '{name} {on, select, yes {opened} other {closed}}.' },
  failed: { id: 'staff.settings.flags.saveFailed', defaultMessage: 'The setting could not be saved. Please try again.' },
  opensOn: { id: 'staff.settings.flags.opensOn', defaultMessage: '{description} Opens on its own on {date}; switch it on to open now.' },
});

/** Each flag's switch label, what it is called in a sentence, and what it opens. */
const FLAGS: { flag: Flag; label: MessageDescriptor; name: MessageDescriptor; description: MessageDescriptor }[] = [
  { flag: 'generalRegistrationOpen', label: m.registrationLabel, name: m.registrationName, description: m.registrationDescription },
  { flag: 'internApplicationOpen', label: m.internLabel, name: m.internName, description: m.internDescription },
  { flag: 'electiveSelectionOpen', label: m.electiveLabel, name: m.electiveName, description: m.electiveDescription },
];

export function ProgramFlags({ edition: editionRef }: { edition: ProgramFlags_edition$key }) {
  const edition = useFragment(
    graphql`
      fragment ProgramFlags_edition on Edition {
        year
        name
        endsAt
        generalRegistrationOpen
        internApplicationOpen
        electiveSelectionOpen
        registrationOpensOn
        electiveSelectionOpensOn
      }
    `,
    editionRef,
  );
  const [update] = useUpdateEditionSettingsMutation();
  const [pending, setPending] = useState<Flag | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const intl = useIntl();
  const toggle = async (flag: Flag, name: string, on: boolean) => {
    const over = Date.parse(edition.endsAt as string) < Date.now();
    if (on && over) {
      const yes = await confirm({
        title: intl.formatMessage(m.overTitle, { what: name.toLowerCase() }),
        message: intl.formatMessage(m.overMessage, { name: edition.name, year: String(edition.year), endedOn: formatInstantDate(edition.endsAt as string) }),
        confirmLabel: intl.formatMessage(m.openAnyway),
      });
      if (!yes) return;
    }
    setPending(flag);
    try {
      await update({ [flag]: on });
      toast.success(intl.formatMessage(m.switched, { name, on: on ? 'yes' : 'no' }), { key: `flag-${flag}` });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : intl.formatMessage(m.failed));
    } finally {
      setPending(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="flags-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="flags-heading">
            <FormattedMessage id="staff.settings.flags.title" defaultMessage="Program flags" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="staff.settings.flags.intro" defaultMessage="Each switch takes effect as soon as you flip it." />
          </Text>
        </div>
        {FLAGS.map(({ flag, label, name, description }) => (
          <Switch
            key={flag}
            size="md"
            label={intl.formatMessage(label)}
            description={(() => {
              const opensOn = OPENS_ON[flag] && edition[OPENS_ON[flag]];
              const words = intl.formatMessage(description);
              return opensOn ? intl.formatMessage(m.opensOn, { description: words, date: formatDate(opensOn) }) : words;
            })()}
            checked={edition[flag]}
            disabled={pending === flag}
            onChange={(e) => toggle(flag, intl.formatMessage(name), e.currentTarget.checked)}
          />
        ))}
        <Anchor component={Link} to="/dashboard/interns" size="sm">
          <FormattedMessage id="staff.settings.flags.reviewInterns" defaultMessage="Review intern applications" />
        </Anchor>
      </Stack>
      {confirmDialog}
    </Card>
  );
}
