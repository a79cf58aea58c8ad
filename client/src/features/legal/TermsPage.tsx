// /terms: the rules for using the VBS site, in plain words.
import { Link } from 'react-router-dom';
import { CHURCH_ADDRESS, CHURCH_NAME, CONTACT_EMAIL } from '../../app/site.ts';
import { ArticlePage } from '../../components/ArticlePage.tsx';

export function TermsPage() {
  return (
    <ArticlePage title="Terms of Use" intro={`The rules for using the ${CHURCH_NAME} Vacation Bible School website. Last updated November 1, 2026.`}>
      <h2>Who may use it</h2>
      <p>
        The site is for families of children taking part in Vacation Bible School, for interns applying to help, and for the program’s staff. Parents and
        legal guardians may register only children they are responsible for. You must be 18 or older to register children.
      </p>

      <h2>Your account</h2>
      <p>
        You sign in with your own Google or Facebook account. Keep it to yourself, log out on shared computers, and tell us at once if you think someone
        else has used it. Your family check-in code is like a key: show it only at the check-in table.
      </p>

      <h2>What you enter</h2>
      <p>
        Keep your family’s details correct and up to date, especially medical information and emergency contacts: our staff rely on them to keep your
        children safe. Do not enter information about people who have not agreed to it, except emergency contacts who know you have named them.
      </p>

      <h2>Staff, interns and volunteers</h2>
      <p>
        Staff and interns use the information on this site only for the program, keep it confidential, and never copy it elsewhere. Permissions are given by
        the VBS director and can be withdrawn at any time. Misuse ends a person’s access.
      </p>

      <h2>Photos and stories</h2>
      <p>The pictures on our past-year pages are illustrations. We never publish photos or names of children on this site.</p>

      <h2>Availability</h2>
      <p>
        Volunteers run this site. We do our best to keep it working, but it may sometimes be unavailable; registration deadlines move if the site is down.
        A test site (marked with a banner at the top) exists for trying things out: nothing done there counts.
      </p>

      <h2>Changes</h2>
      <p>
        We may update these terms; the current version is always on this page, with its date. How we handle your information is described in our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>Contact</h2>
      <p>
        Questions? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, or to the VBS Director, {CHURCH_NAME}, {CHURCH_ADDRESS.street},{' '}
        {CHURCH_ADDRESS.city}, {CHURCH_ADDRESS.state} {CHURCH_ADDRESS.postalCode}.
      </p>
    </ArticlePage>
  );
}
