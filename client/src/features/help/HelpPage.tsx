import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../app/site.ts';
import { ArticlePage } from '../../components/ArticlePage.tsx';

export function HelpPage() {
  return (
    <ArticlePage title="Help Center" intro="Answers to the questions families ask most.">
      <h2>Signing in</h2>
      <p>We do not use passwords of our own: you sign in with a Google or Facebook account. Step-by-step guides:</p>
      <ul>
        <li>
          <Link to="/help/login-with-google">Sign in with Google</Link>
        </li>
        <li>
          <Link to="/help/login-with-facebook">Sign in with Facebook</Link>
        </li>
      </ul>
      <h2>Registering your children</h2>
      <p>
        When registration is open, a <strong>Register</strong> link appears at the top of every page. Sign in, add each child, and check your
        emergency contacts. Staff review each registration; you can see its status on your dashboard.
      </p>
      <h2>Still stuck?</h2>
      <p>
        Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and tell us what you tried. We answer within a day or two.
      </p>
    </ArticlePage>
  );
}
