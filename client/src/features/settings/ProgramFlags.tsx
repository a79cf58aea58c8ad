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

type Flag = 'generalRegistrationOpen' | 'internApplicationOpen' | 'electiveSelectionOpen';

/** The opening day a launch set for a flag, while it is still ahead. */
const OPENS_ON: Partial<Record<Flag, 'registrationOpensOn' | 'electiveSelectionOpensOn'>> = {
  generalRegistrationOpen: 'registrationOpensOn',
  electiveSelectionOpen: 'electiveSelectionOpensOn',
};

const FLAGS: { flag: Flag; label: string; description: string }[] = [
  { flag: 'generalRegistrationOpen', label: 'General registration open', description: 'Parents can register children, and the Register link shows in the menu.' },
  { flag: 'internApplicationOpen', label: 'Intern applications open', description: 'Interns can apply, or change a pending application.' },
  { flag: 'electiveSelectionOpen', label: 'Elective selection open', description: 'Parents can choose or change afternoon clubs.' },
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

  const toggle = async (flag: Flag, label: string, on: boolean) => {
    const over = Date.parse(edition.endsAt as string) < Date.now();
    if (on && over) {
      const what = label.replace(/ open$/, '').toLowerCase();
      const yes = await confirm({
        title: `Open ${what} for a week that is over?`,
        message: `${edition.name} ${edition.year} ended on ${formatInstantDate(edition.endsAt as string)}. Families would sign up for a program that has already happened. To prepare next summer, launch next year’s edition instead.`,
        confirmLabel: 'Open anyway',
      });
      if (!yes) return;
    }
    setPending(flag);
    try {
      await update({ [flag]: on });
      toast.success(`${label.replace(/ open$/, '')} ${on ? 'opened' : 'closed'}.`, { key: `flag-${flag}` });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The setting could not be saved. Please try again.');
    } finally {
      setPending(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="flags-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="flags-heading">
            Program flags
          </Title>
          <Text size="sm" c="dimmed">
            Each switch takes effect as soon as you flip it.
          </Text>
        </div>
        {FLAGS.map(({ flag, label, description }) => (
          <Switch
            key={flag}
            size="md"
            label={label}
            description={(() => {
              const opensOn = OPENS_ON[flag] && edition[OPENS_ON[flag]];
              return opensOn ? `${description} Opens on its own on ${formatDate(opensOn)}; switch it on to open now.` : description;
            })()}
            checked={edition[flag]}
            disabled={pending === flag}
            onChange={(e) => toggle(flag, label, e.currentTarget.checked)}
          />
        ))}
        <Anchor component={Link} to="/dashboard/interns" size="sm">
          Review intern applications
        </Anchor>
      </Stack>
      {confirmDialog}
    </Card>
  );
}
