import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const signUpButton = (page: Page) => page.getByRole('button', { name: 'Sign up' }).filter({ visible: true });
export const accountBox = (page: Page) => page.getByTestId('account').filter({ visible: true });

/** Signs in through the real dialog with a private key (hex or nsec), optionally password-protected. */
export async function signInWithKey(page: Page, key: string, password?: string): Promise<void> {
  await signUpButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Private key' }).click();
  await dialog.getByLabel('Private key (nsec or hex)').fill(key);
  if (password) await dialog.getByLabel('Password (optional)').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountBox(page)).toBeVisible();
}
