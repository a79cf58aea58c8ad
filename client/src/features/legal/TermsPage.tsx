// /terms: the rules for using the VBS site, in plain words. Words: i18n/es.json.
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { Link } from 'react-router-dom';
import { CHURCH_ADDRESS, CHURCH_NAME, CONTACT_EMAIL } from '../../app/site.ts';
import { ArticlePage } from '../../components/ArticlePage.tsx';
import { PRIVACY_UPDATED_AT } from './PrivacyPage.tsx';

export function TermsPage() {
  const intl = useIntl();
  const updated = intl.formatDate(PRIVACY_UPDATED_AT, { dateStyle: 'long', timeZone: 'UTC' });
  const address = `${CHURCH_NAME}, ${CHURCH_ADDRESS.street}, ${CHURCH_ADDRESS.city}, ${CHURCH_ADDRESS.state} ${CHURCH_ADDRESS.postalCode}`;
  return (
    <ArticlePage
      title={intl.formatMessage({ id: 'terms.title', defaultMessage: 'Terms of Use' })}
      intro={intl.formatMessage(
        { id: 'terms.intro', defaultMessage: 'The rules for using the {church} Vacation Bible School website. Last updated {updated}.' },
        { church: CHURCH_NAME, updated },
      )}
    >
      <h2>
        <FormattedMessage id="terms.who" defaultMessage="Who may use it" />
      </h2>
      <p>
        <FormattedMessage
          id="terms.who.text"
          defaultMessage="The site is for families of children taking part in Vacation Bible School, for interns applying to help, and for the program’s staff. Parents and legal guardians may register only children they are responsible for. You must be 18 or older to register children."
        />
      </p>

      <h2>
        <FormattedMessage id="terms.account" defaultMessage="Your account" />
      </h2>
      <p>
        <FormattedMessage
          id="terms.account.text"
          defaultMessage="You sign in with your own Google or Facebook account. Keep it to yourself, log out on shared computers, and tell us at once if you think someone else has used it. Your family check-in code is like a key: show it only at the check-in table."
        />
      </p>

      <h2>
        <FormattedMessage id="terms.enter" defaultMessage="What you enter" />
      </h2>
      <p>
        <FormattedMessage
          id="terms.enter.text"
          defaultMessage="Keep your family’s details correct and up to date, especially medical information and emergency contacts: our staff rely on them to keep your children safe. Do not enter information about people who have not agreed to it, except emergency contacts who know you have named them."
        />
      </p>

      <h2>
        <FormattedMessage id="terms.staff" defaultMessage="Staff, interns and volunteers" />
      </h2>
      <p>
        <FormattedMessage
          id="terms.staff.text"
          defaultMessage="Staff and interns use the information on this site only for the program, keep it confidential, and never copy it elsewhere. Permissions are given by the VBS director and can be withdrawn at any time. Misuse ends a person’s access."
        />
      </p>

      <h2>
        <FormattedMessage id="terms.photos" defaultMessage="Photos and stories" />
      </h2>
      <p>
        <FormattedMessage id="terms.photos.text" defaultMessage="The pictures on our past-year pages are illustrations. We never publish photos or names of children on this site." />
      </p>

      <h2>
        <FormattedMessage id="terms.availability" defaultMessage="Availability" />
      </h2>
      <p>
        <FormattedMessage
          id="terms.availability.text"
          defaultMessage="Volunteers run this site. We do our best to keep it working, but it may sometimes be unavailable; registration deadlines move if the site is down. A test site (marked with a banner at the top) exists for trying things out: nothing done there counts."
        />
      </p>

      <h2>
        <FormattedMessage id="terms.changes" defaultMessage="Changes" />
      </h2>
      <p>
        <FormattedMessage
          id="terms.changes.text"
          defaultMessage="We may update these terms; the current version is always on this page, with its date. How we handle your information is described in our <privacy>Privacy Policy</privacy>."
          values={{ privacy: (words) => <Link to="/privacy">{words}</Link> }}
        />
      </p>

      <h2>
        <FormattedMessage id="terms.contact" defaultMessage="Contact" />
      </h2>
      <p>
        <FormattedMessage
          id="terms.contact.text"
          defaultMessage="Questions? Write to <mail>{email}</mail>, or to the VBS Director, {address}."
          values={{ email: CONTACT_EMAIL, address, mail: (words) => <a href={`mailto:${CONTACT_EMAIL}`}>{words}</a> }}
        />
      </p>
    </ArticlePage>
  );
}
