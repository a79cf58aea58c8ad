// Shared browser-test helpers: every test fails on a console error or an uncaught page error, and
// signing in goes through the real login modal and the demo sign-in.
import { test as base, expect, type Page } from '@playwright/test';

export const LOGIN_TITLE = 'Sign in with your social account';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export function loginModal(page: Page) {
  return page.getByRole('dialog', { name: LOGIN_TITLE });
}

/** Picks a demo account in the open login modal; the server signs in and redirects back. */
export async function signInWithDemoAccount(page: Page, email: string) {
  const modal = loginModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('link', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) }).click();
  await expect(modal).toBeHidden();
}

/** Moves focus with Tab until `target` has it (keyboard-only navigation). */
export async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, maxPresses = 20) {
  await expect(target).toBeVisible();
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}
