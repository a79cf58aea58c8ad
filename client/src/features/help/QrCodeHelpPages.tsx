// /help/show-parent-qr-code and /help/scan-parent-qr-code: the family check-in code, from both sides of
// the check-in table. Words: i18n/es.json.
import { Anchor, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { Link } from 'react-router-dom';
import scanQr from '../../../assets/help/scan-qr.svg';
import showQr from '../../../assets/help/show-qr.svg';
import { CONTACT_EMAIL } from '../../app/site.ts';
import { HelpArticle, HelpSteps } from './HelpSteps.tsx';

export function ShowQrCodeHelpPage() {
  const intl = useIntl();
  return (
    <HelpArticle
      title={intl.formatMessage({ id: 'help.show.title', defaultMessage: 'Show your family check-in code' })}
      intro={intl.formatMessage({
        id: 'help.show.intro',
        defaultMessage: 'Check-in is fastest when you show your family’s code at the table. It works even without a signal in the parking lot.',
      })}
    >
      <HelpSteps
        steps={[
          {
            title: intl.formatMessage({ id: 'help.show.open.title', defaultMessage: 'Open your code at home, once' }),
            body: (
              <FormattedMessage
                id="help.show.open.body"
                defaultMessage="Sign in and open <code>your family check-in code</code> (also on your Dashboard). Your phone keeps it, so it opens again later without internet."
                values={{
                  code: (words) => (
                    <Anchor component={Link} to="/qrcode">
                      {words}
                    </Anchor>
                  ),
                }}
              />
            ),
          },
          {
            title: intl.formatMessage({ id: 'help.show.install.title', defaultMessage: 'Add it to your home screen (optional)' }),
            body: intl.formatMessage({
              id: 'help.show.install.body',
              defaultMessage: 'In your browser’s menu choose “Add to Home Screen” or “Install app”. The VBS icon then opens the site like an app, even offline.',
            }),
          },
          {
            title: intl.formatMessage({ id: 'help.show.table.title', defaultMessage: 'Show it at the check-in table' }),
            body: intl.formatMessage({
              id: 'help.show.table.body',
              defaultMessage:
                'Turn your screen brightness up and hold the phone flat, about a hand’s width from the staff member’s camera. One code checks in all your registered children.',
            }),
            illustration: {
              src: showQr,
              alt: intl.formatMessage({ id: 'help.show.table.alt', defaultMessage: 'A phone showing the family check-in code with the family name and children’s names under it' }),
            },
          },
          {
            title: intl.formatMessage({ id: 'help.show.noPhone.title', defaultMessage: 'No phone? No problem' }),
            body: intl.formatMessage({ id: 'help.show.noPhone.body', defaultMessage: 'Tell the staff member your family name; they find you on the list. Printing the page works too.' }),
          },
        ]}
      />
      <Text mt="lg">
        <FormattedMessage
          id="help.show.yours"
          defaultMessage="The code belongs to your family for this year’s program only. If you think someone else has it, write to <mail>{email}</mail> and we will make you a new one."
          values={{ email: CONTACT_EMAIL, mail: (words) => <Anchor href={`mailto:${CONTACT_EMAIL}`}>{words}</Anchor> }}
        />
      </Text>
    </HelpArticle>
  );
}

export function ScanQrCodeHelpPage() {
  const intl = useIntl();
  return (
    <HelpArticle
      title={intl.formatMessage({ id: 'help.scan.title', defaultMessage: 'Scan a family check-in code' })}
      intro={intl.formatMessage({ id: 'help.scan.intro', defaultMessage: 'For staff and interns at the check-in table.' })}
    >
      <HelpSteps
        steps={[
          {
            title: intl.formatMessage({ id: 'help.scan.signIn.title', defaultMessage: 'Sign in with your staff account' }),
            body: intl.formatMessage({
              id: 'help.scan.signIn.body',
              defaultMessage: 'Open the Dashboard and choose Check-in. Staff members and interns can check children in; ask the VBS director if your account cannot open it.',
            }),
          },
          {
            title: intl.formatMessage({ id: 'help.scan.point.title', defaultMessage: 'Point the camera at the parent’s code' }),
            body: intl.formatMessage({
              id: 'help.scan.point.body',
              defaultMessage: 'Hold the tablet steady; the code is read as soon as it is inside the frame. Bright screens read best out of direct sunlight.',
            }),
            illustration: {
              src: scanQr,
              alt: intl.formatMessage({ id: 'help.scan.point.alt', defaultMessage: 'A tablet camera reading the code on a parent’s phone and showing “Checked in: Ethan, Lily”' }),
            },
          },
          {
            title: intl.formatMessage({ id: 'help.scan.confirm.title', defaultMessage: 'Confirm the children' }),
            body: intl.formatMessage({
              id: 'help.scan.confirm.body',
              defaultMessage: 'The family’s registered children appear. Check each child who is here today; each check-in is recorded with the time.',
            }),
          },
          {
            title: intl.formatMessage({ id: 'help.scan.refused.title', defaultMessage: 'If a code is refused' }),
            body: intl.formatMessage({
              id: 'help.scan.refused.body',
              defaultMessage:
                'A code from another year, or one that was changed, is refused. Look the family up by name instead, and let the family know they can open a fresh code at /qrcode.',
            }),
          },
        ]}
      />
    </HelpArticle>
  );
}
