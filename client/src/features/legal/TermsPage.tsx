import { Link } from 'react-router-dom';
import { CHURCH_NAME, CONTACT_EMAIL } from '../../app/site.ts';
import { ArticlePage } from '../../components/ArticlePage.tsx';

export function TermsPage() {
  return (
    <ArticlePage title="Terms of Use" intro={`The rules for using the ${CHURCH_NAME} Vacation Bible School website.`}>
      <h2>Your account</h2>
      <p>
        You sign in with your own Google or Facebook account. Keep it to yourself, and tell us if you think someone else has used it. Parents
        and guardians may register only children they are responsible for.
      </p>
      <h2>What you enter</h2>
      <p>
        Please keep your family's details correct and up to date, especially medical information and emergency contacts: our staff rely on
        them to keep your children safe.
      </p>
      <h2>Staff and volunteers</h2>
      <p>Staff and interns use the information here only for the program and treat it as confidential.</p>
      <h2>Changes</h2>
      <p>
        We may update these terms; the current version is always on this page. How we handle your information is described in our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <h2>Contact</h2>
      <p>
        Questions? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </ArticlePage>
  );
}
