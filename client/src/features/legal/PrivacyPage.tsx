// /privacy: what the program keeps about families, who may see it, for how long, and how to reach us.
// Words: i18n/es.json (one message a paragraph or list item, so a translation keeps the page's shape).
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { Link } from 'react-router-dom';
import { CHURCH_ADDRESS, CHURCH_NAME, CONTACT_EMAIL } from '../../app/site.ts';
import { ArticlePage } from '../../components/ArticlePage.tsx';

/** The policy's date (noon UTC, so no zone moves it to another day). */
export const PRIVACY_UPDATED_AT = Date.UTC(2026, 10, 1, 12);

export function PrivacyPage() {
  const intl = useIntl();
  const updated = intl.formatDate(PRIVACY_UPDATED_AT, { dateStyle: 'long', timeZone: 'UTC' });
  const address = `${CHURCH_NAME}, ${CHURCH_ADDRESS.street}, ${CHURCH_ADDRESS.city}, ${CHURCH_ADDRESS.state} ${CHURCH_ADDRESS.postalCode}`;
  return (
    <ArticlePage
      title={intl.formatMessage({ id: 'privacy.title', defaultMessage: 'Privacy Policy' })}
      intro={intl.formatMessage(
        { id: 'privacy.intro', defaultMessage: 'How {church} looks after what you tell us when you sign up for Vacation Bible School (VBS). Last updated {updated}.' },
        { church: CHURCH_NAME, updated },
      )}
    >
      <h2>
        <FormattedMessage id="privacy.short" defaultMessage="The short version" />
      </h2>
      <ul>
        <li>
          <FormattedMessage id="privacy.short.need" defaultMessage="We collect only what we need to run the program and keep your children safe." />
        </li>
        <li>
          <FormattedMessage
            id="privacy.short.staff"
            defaultMessage="Only program staff see family information, and each of them only what their role needs. Medical information is limited further."
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.short.never"
            defaultMessage="We never sell your information, never use it for advertising, and never share it outside the church except to protect a child in an emergency or when the law requires it."
          />
        </li>
        <li>
          <FormattedMessage id="privacy.short.yours" defaultMessage="You can see and correct your family’s details at any time, and ask us to delete them." />
        </li>
      </ul>

      <h2>
        <FormattedMessage id="privacy.collect" defaultMessage="What we collect" />
      </h2>
      <ul>
        <li>
          <FormattedMessage
            id="privacy.collect.signIn"
            defaultMessage="<strong>When you sign in</strong>: your name, e-mail address and profile picture from Google or Facebook. We never see or store your password."
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.collect.you"
            defaultMessage="<strong>About you</strong>: your contact details, home address, how you heard about VBS, and whether you would like to hear about future programs and other church events."
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.collect.children"
            defaultMessage="<strong>About your children</strong>: names, grade, date of birth, medical information (allergies, medicines, conditions), notes you write for us, their registration answers and afternoon-club choices."
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.collect.contacts"
            defaultMessage="<strong>Emergency contacts</strong>: names, relationship and phone numbers of the people we call if we cannot reach you."
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.collect.week"
            defaultMessage="<strong>During the week</strong>: check-in and check-out times, group and club placement, points, memory verses learned, and any first-aid report."
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.collect.interns"
            defaultMessage="<strong>Interns</strong>: the application answers, date of birth, phone, e-mail and medical information they give us."
          />
        </li>
      </ul>
      <p>
        <FormattedMessage
          id="privacy.cookies"
          defaultMessage="We use a session cookie to keep you signed in, a security cookie that protects your account from forged requests, and a cookie that remembers the language you chose. We use no advertising or tracking cookies and no analytics services. Pages you visit are stored on your own device so the site works offline; nothing about your family is kept there except your family check-in code, and only after you open it."
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.who" defaultMessage="Who can see it" />
      </h2>
      <ul>
        <li>
          <FormattedMessage
            id="privacy.who.you"
            defaultMessage="<strong>You</strong> see your own family’s information, and a second parent or guardian sees it once you invite them."
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.who.staff"
            defaultMessage="<strong>Staff</strong> see what their role in the program needs. Each permission is given by the VBS director: for example, approving registrations, placing children in groups, or running the schedule."
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.who.medical"
            defaultMessage="<strong>Medical information</strong> is shown only to staff who hold the “view sensitive information” permission (the director, the first-aid team and group leaders who need it), and to you."
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.who.notes"
            defaultMessage="<strong>Staff notes</strong> about a child or a family are written by staff for staff, to care for your child well; they are not shown to families."
          />
        </li>
        <li>
          <FormattedMessage id="privacy.who.interns" defaultMessage="<strong>Interns</strong> see only what they need to help lead their groups." />
        </li>
        <li>
          <FormattedMessage id="privacy.who.others" defaultMessage="Other families never see anything about yours." />
        </li>
      </ul>

      <h2>
        <FormattedMessage id="privacy.use" defaultMessage="How we use it" />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.use.text"
          defaultMessage="To register your children, place them in groups, check them in and out safely, care for them if they are hurt or unwell, reach you or your emergency contacts, and, if you agreed, tell you about future programs and church events. You can change those choices in your Profile at any time."
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.keep" defaultMessage="How long we keep it" />
      </h2>
      <ul>
        <li>
          <FormattedMessage id="privacy.keep.account" defaultMessage="Your family’s details stay while your account exists, so returning families do not have to start over each summer." />
        </li>
        <li>
          <FormattedMessage id="privacy.keep.yearly" defaultMessage="After each program year, by December 31, the VBS director deletes that year’s medical information and staff notes." />
        </li>
        <li>
          <FormattedMessage id="privacy.keep.records" defaultMessage="Attendance and first-aid records are kept for three years, as our insurer requires, and then deleted." />
        </li>
        <li>
          <FormattedMessage id="privacy.keep.inactive" defaultMessage="Families who have not signed in for three years are deleted after an e-mail warning." />
        </li>
        <li>
          <FormattedMessage id="privacy.keep.ask" defaultMessage="Ask us at any time and we delete your family’s records within 30 days, except what the law requires us to keep." />
        </li>
      </ul>

      <h2>
        <FormattedMessage id="privacy.protect" defaultMessage="How we protect it" />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.protect.text"
          defaultMessage="The site is served only over encrypted connections. Every request is checked on our server against the person making it, staff accounts are reviewed each year, and access to the database is limited to the volunteers who run the site."
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.children" defaultMessage="Children" />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.children.text"
          defaultMessage="Children do not have accounts. A parent or legal guardian registers them and can see, correct or delete everything we hold about them. Interns under 18 apply with a parent’s or guardian’s knowledge."
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.contact" defaultMessage="Contact" />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.contact.text"
          defaultMessage="Questions, corrections or a deletion request: write to <mail>{email}</mail>, or by post to the VBS Director, {address}. We answer within a week. See also our <terms>Terms of Use</terms>."
          values={{
            email: CONTACT_EMAIL,
            address,
            mail: (words) => <a href={`mailto:${CONTACT_EMAIL}`}>{words}</a>,
            terms: (words) => <Link to="/terms">{words}</Link>,
          }}
        />
      </p>
    </ArticlePage>
  );
}
