import type { Page } from '@playwright/test';

import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { appBaseUrl, expect, test } from './support/fixtures';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A toast by its text, closed once seen so the next one shows at once; by class, as an open dialog hides the page from the accessibility tree. */
async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.MuiSnackbar-root').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.locator('button[aria-label="Close"]').click();
  await expect(toast).toHaveCount(0);
}

test.describe('Gift Cards', () => {
  test('issues a gift card, shows its code to copy, voids it and shows it voided', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appBaseUrl() });
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Gift Cards' }).click();
    await expect(page.getByRole('heading', { name: 'Gift Cards', level: 1 })).toBeVisible();
    await expect(page.getByText('No gift cards yet')).toBeVisible();

    await page.getByRole('button', { name: 'Issue gift card' }).first().click();
    const form = page.getByRole('dialog', { name: 'Issue Gift Card' });
    await form.getByLabel('Face value').fill('500');
    await form.getByLabel('Holder name').fill('Bea Resident');
    await form.getByLabel('Note').fill('Contest prize');
    await form.getByRole('button', { name: 'Issue Gift Card' }).click();
    await dismissToast(page, 'A gift card of L$500 is ready to give');

    const issued = page.getByRole('dialog', { name: 'Gift Card Issued' });
    const code = await issued.getByLabel('Gift card code').inputValue();
    expect(code).toMatch(/^GC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await issued.getByRole('button', { name: 'Copy code' }).click();
    await dismissToast(page, 'Gift card code copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await issued.getByRole('button', { name: 'Done' }).click();
    await expect(issued).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: code });
    for (const text of ['L$500', 'Bea Resident', 'Issued', 'Active']) await expect(row).toContainText(text);
    await expect(row.locator('[data-field="redemptions"]')).toHaveText('0');

    await row.getByRole('button', { name: 'Redemptions' }).click();
    const redemptions = page.getByRole('dialog', { name: `Redemptions of ${code}` });
    await expect(redemptions).toContainText('No sale has been paid with this card yet.');
    await redemptions.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: 'Void' }).click();
    const confirm = page.getByRole('dialog', { name: 'Void gift card?' });
    await expect(confirm).toContainText(`${code} will no longer be accepted at your vendors`);
    await confirm.getByRole('button', { name: 'Void' }).click();
    await expect(page.locator('.MuiSnackbar-root').filter({ hasText: 'Gift card voided' })).toContainText(`${code} can no longer be spent.`);
    await expect(row.locator('[data-field="status"]')).toHaveText('Voided');
    await expect(row.getByRole('button', { name: 'Void' })).toHaveCount(0);

    const cards = await request.get('/api/gift-cards', { headers: bearer(merchant.token) });
    const [card] = (await cards.json()) as { code: string; voidedAt: string | null }[];
    expect(card.code).toBe(code);
    expect(card.voidedAt).not.toBeNull();
  });
});
