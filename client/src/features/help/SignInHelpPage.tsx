// /help/login-with-google and /help/login-with-facebook: how to sign in with each provider.
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../app/site.ts';
import { ArticlePage } from '../../components/ArticlePage.tsx';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

export function SignInHelpPage({ provider }: { provider: keyof typeof PROVIDER_NAMES }) {
  const name = PROVIDER_NAMES[provider];
  return (
    <ArticlePage title={`Sign in with ${name}`} intro={`Use your ${name} account to sign in; we never see your ${name} password.`}>
      <ol>
        <li>
          Open the <Link to="/dashboard">Dashboard</Link>. A window titled “Sign in with your social account” appears.
        </li>
        <li>
          Choose <strong>Login with {name}</strong>.
        </li>
        <li>
          {name} asks you to sign in (if you are not already) and to allow us to see your name and e-mail address. Accept to continue.
        </li>
        <li>You come back to the page you wanted, signed in.</li>
      </ol>
      <h2>If it does not work</h2>
      <p>
        Use the same {name} account each time: a different account becomes a different family record. If you signed up with another provider
        before, sign in with that one. Still stuck? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </ArticlePage>
  );
}
