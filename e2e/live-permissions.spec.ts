// SPEC §4 staff-permission: when an admin changes a signed-in staff member's permissions, that person's
// open page says so for 2 s and shows what the new permissions open, without a reload.
import type { APIRequestContext } from '@playwright/test';
import { expect, signInWithDemoAccount, test } from './fixtures.ts';

async function signedInApi(request: APIRequestContext, email: string) {
  await request.get(`/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=/`, { maxRedirects: 0 });
  const { token } = (await (await request.get('/api/v1/account/csrf')).json()) as { token: string };
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', { headers: { 'X-XSRF-TOKEN': token }, data: { query, variables } });
    const json = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(json.errors, JSON.stringify(json.errors)).toBeUndefined();
    return json.data!;
  };
}

const SET_PERMISSIONS = `mutation SetPermissions($input: SetStaffPermissionsInput!) { setStaffPermissions(input: $input) { id permissions } }`;

test('a staff member sees a permission change live', async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  const graphql = await signedInApi(admin, 'admin@example.org');
  const { staffMembers } = (await graphql('{ staffMembers { id email permissions } }')) as { staffMembers: { id: string; email: string | null; permissions: string[] }[] };
  const staff = staffMembers.find((s) => s.email === 'staff@example.org');
  expect(staff, 'the demo staff member').toBeTruthy();

  try {
    const subscribed = page.waitForResponse((r) => r.url().endsWith('/graphql/stream') && r.request().method() === 'POST');
    await page.goto('/dashboard');
    await signInWithDemoAccount(page, 'staff@example.org');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /VBS settings/ })).toHaveCount(0);
    expect((await subscribed).status()).toBeLessThan(300);

    await graphql(SET_PERMISSIONS, { input: { staffId: staff!.id, permissions: ['MANAGE_VBS'] } });
    const toast = page.getByText('Your permissions have been updated by an admin.');
    await expect(toast).toBeVisible();
    await expect(page.getByRole('link', { name: /VBS settings/ })).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 5000 });
  } finally {
    await graphql(SET_PERMISSIONS, { input: { staffId: staff!.id, permissions: staff!.permissions } });
    await admin.dispose();
  }
});
