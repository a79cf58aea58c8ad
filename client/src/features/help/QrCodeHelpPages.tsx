// /help/show-parent-qr-code and /help/scan-parent-qr-code: the family check-in code, from both sides of
// the check-in table.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import scanQr from '../../../assets/help/scan-qr.svg';
import showQr from '../../../assets/help/show-qr.svg';
import { CONTACT_EMAIL } from '../../app/site.ts';
import { HelpArticle, HelpSteps } from './HelpSteps.tsx';

export function ShowQrCodeHelpPage() {
  return (
    <HelpArticle title="Show your family check-in code" intro="Check-in is fastest when you show your family’s code at the table. It works even without a signal in the parking lot.">
      <HelpSteps
        steps={[
          {
            title: 'Open your code at home, once',
            body: (
              <>
                Sign in and open <Anchor component={Link} to="/qrcode">your family check-in code</Anchor> (also on your Dashboard). Your phone keeps it, so it opens
                again later without internet.
              </>
            ),
          },
          {
            title: 'Add it to your home screen (optional)',
            body: 'In your browser’s menu choose “Add to Home Screen” or “Install app”. The VBS icon then opens the site like an app, even offline.',
          },
          {
            title: 'Show it at the check-in table',
            body: 'Turn your screen brightness up and hold the phone flat, about a hand’s width from the staff member’s camera. One code checks in all your registered children.',
            illustration: { src: showQr, alt: 'A phone showing the family check-in code with the family name and children’s names under it' },
          },
          {
            title: 'No phone? No problem',
            body: 'Tell the staff member your family name; they find you on the list. Printing the page works too.',
          },
        ]}
      />
      <Text mt="lg">
        The code belongs to your family for this year’s program only. If you think someone else has it, write to{' '}
        <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor> and we will make you a new one.
      </Text>
    </HelpArticle>
  );
}

export function ScanQrCodeHelpPage() {
  return (
    <HelpArticle title="Scan a family check-in code" intro="For staff and interns at the check-in table.">
      <HelpSteps
        steps={[
          { title: 'Sign in with your staff account', body: 'Open the Dashboard and choose Check-in. Staff members and interns can check children in; ask the VBS director if your account cannot open it.' },
          {
            title: 'Point the camera at the parent’s code',
            body: 'Hold the tablet steady; the code is read as soon as it is inside the frame. Bright screens read best out of direct sunlight.',
            illustration: { src: scanQr, alt: 'A tablet camera reading the code on a parent’s phone and showing “Checked in: Ethan, Lily”' },
          },
          { title: 'Confirm the children', body: 'The family’s registered children appear. Check each child who is here today; each check-in is recorded with the time.' },
          {
            title: 'If a code is refused',
            body: 'A code from another year, or one that was changed, is refused. Look the family up by name instead, and let the family know they can open a fresh code at /qrcode.',
          },
        ]}
      />
    </HelpArticle>
  );
}
