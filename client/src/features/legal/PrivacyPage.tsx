// /privacy: what the program keeps about families, who may see it, for how long, and how to reach us.
import { Link } from 'react-router-dom';
import { CHURCH_ADDRESS, CHURCH_NAME, CONTACT_EMAIL } from '../../app/site.ts';
import { ArticlePage } from '../../components/ArticlePage.tsx';

export const PRIVACY_UPDATED = 'November 1, 2026';

export function PrivacyPage() {
  return (
    <ArticlePage
      title="Privacy Policy"
      intro={`How ${CHURCH_NAME} looks after what you tell us when you sign up for Vacation Bible School (VBS). Last updated ${PRIVACY_UPDATED}.`}
    >
      <h2>The short version</h2>
      <ul>
        <li>We collect only what we need to run the program and keep your children safe.</li>
        <li>Only program staff see family information, and each of them only what their role needs. Medical information is limited further.</li>
        <li>We never sell your information, never use it for advertising, and never share it outside the church except to protect a child in an emergency or when the law requires it.</li>
        <li>You can see and correct your family’s details at any time, and ask us to delete them.</li>
      </ul>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>When you sign in</strong>: your name, e-mail address and profile picture from Google or Facebook. We never see or store your password.
        </li>
        <li>
          <strong>About you</strong>: your contact details, home address, how you heard about VBS, and whether you would like to hear about future programs and
          other church events.
        </li>
        <li>
          <strong>About your children</strong>: names, grade, date of birth, medical information (allergies, medicines, conditions), notes you write for us, their
          registration answers and afternoon-club choices.
        </li>
        <li>
          <strong>Emergency contacts</strong>: names, relationship and phone numbers of the people we call if we cannot reach you.
        </li>
        <li>
          <strong>During the week</strong>: check-in and check-out times, group and club placement, points, memory verses learned, and any first-aid report.
        </li>
        <li>
          <strong>Interns</strong>: the application answers, date of birth, phone, e-mail and medical information they give us.
        </li>
      </ul>
      <p>
        We use a session cookie to keep you signed in and a security cookie that protects your account from forged requests. We use no advertising or
        tracking cookies and no analytics services. Pages you visit are stored on your own device so the site works offline; nothing about your family is
        kept there except your family check-in code, and only after you open it.
      </p>

      <h2>Who can see it</h2>
      <ul>
        <li>
          <strong>You</strong> see your own family’s information, and a second parent or guardian sees it once you invite them.
        </li>
        <li>
          <strong>Staff</strong> see what their role in the program needs. Each permission is given by the VBS director: for example, approving
          registrations, placing children in groups, or running the schedule.
        </li>
        <li>
          <strong>Medical information</strong> is shown only to staff who hold the “view sensitive information” permission (the director, the first-aid team
          and group leaders who need it), and to you.
        </li>
        <li>
          <strong>Staff notes</strong> about a child or a family are written by staff for staff, to care for your child well; they are not shown to families.
        </li>
        <li>
          <strong>Interns</strong> see only what they need to help lead their groups.
        </li>
        <li>Other families never see anything about yours.</li>
      </ul>

      <h2>How we use it</h2>
      <p>
        To register your children, place them in groups, check them in and out safely, care for them if they are hurt or unwell, reach you or your
        emergency contacts, and, if you agreed, tell you about future programs and church events. You can change those choices in your Profile at any time.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Your family’s details stay while your account exists, so returning families do not have to start over each summer.</li>
        <li>After each program year, by December 31, the VBS director deletes that year’s medical information and staff notes.</li>
        <li>Attendance and first-aid records are kept for three years, as our insurer requires, and then deleted.</li>
        <li>Families who have not signed in for three years are deleted after an e-mail warning.</li>
        <li>Ask us at any time and we delete your family’s records within 30 days, except what the law requires us to keep.</li>
      </ul>

      <h2>How we protect it</h2>
      <p>
        The site is served only over encrypted connections. Every request is checked on our server against the person making it, staff accounts are
        reviewed each year, and access to the database is limited to the volunteers who run the site.
      </p>

      <h2>Children</h2>
      <p>
        Children do not have accounts. A parent or legal guardian registers them and can see, correct or delete everything we hold about them. Interns
        under 18 apply with a parent’s or guardian’s knowledge.
      </p>

      <h2>Contact</h2>
      <p>
        Questions, corrections or a deletion request: write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, or by post to the VBS Director,{' '}
        {CHURCH_NAME}, {CHURCH_ADDRESS.street}, {CHURCH_ADDRESS.city}, {CHURCH_ADDRESS.state} {CHURCH_ADDRESS.postalCode}. We answer within a week. See also
        our <Link to="/terms">Terms of Use</Link>.
      </p>
    </ArticlePage>
  );
}
