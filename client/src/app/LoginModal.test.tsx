import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { LoginModalTestQuery } from '../__generated__/LoginModalTestQuery.graphql';
import { renderWithProviders } from '../test/render.tsx';
import { LOGIN_MODAL_TITLE, LoginModal } from './LoginModal.tsx';

const query = graphql`
  query LoginModalTestQuery @relay_test_operation {
    signInOptions {
      ...LoginModal_signInOptions
    }
  }
`;

function Harness({ onLeave }: { onLeave: () => void }) {
  const data = useLazyLoadQuery<LoginModalTestQuery>(query, {});
  return <LoginModal opened redirectTo="/dashboard/rosters" signInOptions={data.signInOptions} onLeave={onLeave} />;
}

function renderModal(signInOptions: { providers: string[]; demoAccounts: { email: string; label: string }[] }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { SignInOptions: () => signInOptions }));
  const onLeave = vi.fn();
  // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
  renderWithProviders(<Harness onLeave={onLeave} />, { environment: environment as unknown as Environment });
  return { onLeave };
}

const DEMO = [
  { email: 'admin@example.org', label: 'Administrator (staff, all permissions)' },
  { email: 'parent@example.org', label: 'Parent (two approved children)' },
];

describe('LoginModal', () => {
  it('offers the providers it is given, linking back to the target page', async () => {
    renderModal({ providers: ['google', 'facebook'], demoAccounts: [] });
    const dialog = await screen.findByRole('dialog', { name: LOGIN_MODAL_TITLE });
    expect(within(dialog).getByRole('link', { name: 'Login with Google' }).getAttribute('href')).toBe('/oauth2/authorization/google?redirect=%2Fdashboard%2Frosters');
    expect(within(dialog).getByRole('link', { name: 'Login with Facebook' }).getAttribute('href')).toBe('/oauth2/authorization/facebook?redirect=%2Fdashboard%2Frosters');
    expect(within(dialog).queryByRole('list', { name: 'Demo accounts' })).toBeNull();
  });

  it('hides a provider that is not configured', async () => {
    renderModal({ providers: ['facebook'], demoAccounts: [] });
    const dialog = await screen.findByRole('dialog', { name: LOGIN_MODAL_TITLE });
    expect(within(dialog).queryByRole('link', { name: 'Login with Google' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Login with Facebook' })).toBeTruthy();
  });

  it('lists the demo accounts, each signing in and returning to the target page', async () => {
    renderModal({ providers: [], demoAccounts: DEMO });
    const list = await screen.findByRole('list', { name: 'Demo accounts' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0].textContent).toContain('Administrator (staff, all permissions)');
    expect(links[0].getAttribute('href')).toBe('/oauth2/authorization/dev?email=admin%40example.org&redirect=%2Fdashboard%2Frosters');
    expect(links[1].getAttribute('href')).toBe('/oauth2/authorization/dev?email=parent%40example.org&redirect=%2Fdashboard%2Frosters');
    const emailField = screen.getByLabelText(/Or any e-mail address/);
    expect(emailField.getAttribute('name')).toBe('email');
    expect(emailField.closest('form')?.getAttribute('action')).toBe('/oauth2/authorization/dev');
  });

  it('is not closed by Escape or a click outside, and has no close button', async () => {
    const { onLeave } = renderModal({ providers: ['google'], demoAccounts: DEMO });
    const dialog = await screen.findByRole('dialog', { name: LOGIN_MODAL_TITLE });
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).toBeTruthy();
    fireEvent.click(overlay!);
    expect(screen.getByRole('dialog', { name: LOGIN_MODAL_TITLE })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('leaves only through "Back to the home page"', async () => {
    const { onLeave } = renderModal({ providers: ['google'], demoAccounts: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the home page' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });
});
