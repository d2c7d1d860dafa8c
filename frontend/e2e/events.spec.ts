import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO_ADMIN, signIn, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface CreatedVendor {
  id: number;
  name: string;
  lslKey: string;
}

async function createVendor(request: APIRequestContext, token: string, name: string): Promise<CreatedVendor> {
  const response = await request.post('/api/vendors', { headers: bearer(token), data: { name, isActive: true } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedVendor;
}

/** An event running now: it started an hour ago and ends in a week. */
async function createRunningEvent(request: APIRequestContext, token: string, name: string, commissionRate = '7.50'): Promise<{ id: number }> {
  const now = Date.now();
  const response = await request.post('/api/events', {
    headers: bearer(token),
    data: {
      name,
      description: 'Monthly themed shopping event',
      startDate: new Date(now - HOUR_MS).toISOString(),
      endDate: new Date(now + 7 * DAY_MS).toISOString(),
      commissionRate,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A datetime-local value on the SLT clock, as the app's date fields read them. */
function localDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A toast by its text; located by class because an open dialog hides the rest of the page from the accessibility tree. */
function toast(page: Page, text: string) {
  return page.locator('.MuiSnackbar-root').filter({ hasText: text });
}

function eventCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test.describe('events', () => {
  // The form test provokes a 400 and the detail test a 404; Chromium logs each refused request as a console error.
  test.use({ allowedConsoleErrors: [/status of (400 \(Bad Request\)|404 \(Not Found\))/] });

  test('creates an event with the API messages on the fields, then edits it from its card', async ({ page, request }) => {
    // Three toasts in a row, each shown for 5 seconds after the one before.
    test.setTimeout(120_000);
    const merchant = await signUpMerchantThroughApi(request);
    const name = `Winter Fair ${randomUUID().slice(0, 8)}`;
    await signIn(page, merchant, '/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Create Event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    // A new event offers the user's default commission rate (5.00 for a new account).
    await expect(dialog.getByLabel('Commission Rate')).toHaveValue('5.00');
    const start = new Date(Date.now() + DAY_MS);
    await dialog.getByLabel('Event Name').fill(name);
    await dialog.getByLabel('Description').fill('Snow, lights and the best winter fashion on the grid');
    await dialog.getByLabel('Start Date').fill(localDateTime(start));
    await dialog.getByLabel('End Date').fill(localDateTime(new Date(start.getTime() - DAY_MS)));
    await dialog.getByLabel('Commission Rate').fill('150');
    await dialog.getByRole('button', { name: 'Create Event' }).click();

    await expect(dialog.getByText('End date must be after the start date')).toBeVisible();
    await expect(dialog.getByText('Commission rate must be between 0 and 100')).toBeVisible();
    await expect(dialog.getByLabel('End Date')).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, 'Failed to create event')).toContainText('Error');

    await dialog.getByLabel('End Date').fill(localDateTime(new Date(start.getTime() + 14 * DAY_MS)));
    await dialog.getByLabel('Commission Rate').fill('7.5');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(toast(page, 'Event created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = eventCard(page, name);
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Snow, lights and the best winter fashion on the grid');
    await expect(card).toContainText(start.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'America/Los_Angeles' }));
    await expect(card).toContainText('Commission Rate7.50%');
    await expect(card).toContainText('0 Vendors');
    await expect(card).toContainText('L$0 Sales');

    await card.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(editDialog.getByLabel('Event Name')).toHaveValue(name);
    await expect(editDialog.getByLabel('Commission Rate')).toHaveValue('7.50');
    await editDialog.getByLabel('Commission Rate').fill('6');
    await editDialog.getByLabel('Active').uncheck();
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Event updated successfully')).toBeVisible();
    await expect(card).toContainText('Inactive');
    await expect(card).toContainText('Commission Rate6.00%');
  });

  test("a merchant's rate below the platform's waits for an administrator, who approves it on the event's page", async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const name = `Own Discount Event ${randomUUID().slice(0, 8)}`;
    const event = await createRunningEvent(request, merchant.token, name, '0');
    const notice = page.getByRole('alert').filter({ hasText: 'waits for an administrator' });

    await signIn(page, merchant, `/events/${event.id}`);
    await expect(notice).toHaveText(
      "This event's 0.00% commission rate is below the platform's and waits for an administrator's approval: its sales are charged 5.00% until then.",
    );
    await expect(notice.getByRole('button', { name: 'Approve rate' })).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, DEMO_ADMIN, `/events/${event.id}`);
    await notice.getByRole('button', { name: 'Approve rate' }).click();
    await expect(page.getByText('Rate approved')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test("shows Edit only on the user's own events", async ({ page, request }) => {
    const organiser = await signUpMerchantThroughApi(request);
    const visitor = await signUpMerchantThroughApi(request);
    const theirs = `Organised Elsewhere ${randomUUID().slice(0, 8)}`;
    const mine = `My Own Event ${randomUUID().slice(0, 8)}`;
    await createRunningEvent(request, organiser.token, theirs);
    await createRunningEvent(request, visitor.token, mine);

    await signIn(page, visitor, '/events');
    await expect(eventCard(page, theirs).getByRole('link', { name: 'View Details' })).toBeVisible();
    await expect(eventCard(page, theirs).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(eventCard(page, mine).getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  test("joining with a vendor and an in-world sale move the event's figures; leaving takes the vendor out", async ({ page, request }) => {
    // Two toasts and eight screenshots.
    test.setTimeout(150_000);
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendor(request, merchant.token, `Main Store ${randomUUID().slice(0, 8)}`);
    const name = `Uber Shopping Event ${randomUUID().slice(0, 8)}`;
    const event = await createRunningEvent(request, merchant.token, name);
    await signIn(page, merchant, '/events');

    const card = eventCard(page, name);
    await expect(card).toContainText('0 Vendors');
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Total Event Sales').locator('..')).toContainText('L$0');
    await expect(page.getByText('Participating Vendors', { exact: true }).first().locator('..')).toContainText('0');
    await expect(page.getByText('Days Running').locator('..')).toContainText('1');
    await expect(page.getByText('Running now')).toBeVisible();
    await expect(page.getByText('No vendors have joined this event yet.')).toBeVisible();

    const join = page.locator('form').filter({ has: page.getByRole('button', { name: 'Join Event' }) });
    await expect(join).toContainText("Joining accepts the event's commission rate of 7.50%");
    await expect(join.getByRole('combobox', { name: 'Your vendor' })).toHaveText(vendor.name);
    await join.getByRole('button', { name: 'Join Event' }).click();
    await expect(toast(page, `${vendor.name} joined the event at 7.50% commission`)).toBeVisible();

    const participants = page.getByRole('list', { name: 'Participating vendors' });
    const participant = participants.getByRole('listitem', { name: vendor.name });
    await expect(participant).toContainText('Yours');
    await expect(participant).toContainText('7.50% commission');
    await expect(participant).toContainText('L$0');
    await expect(page.getByText('All your vendors take part in this event.')).toBeVisible();

    // An in-world sale by the participating vendor, reported by its script.
    const keyResponse = await request.post('/api/settings/api-keys', { headers: bearer(merchant.token) });
    expect(keyResponse.status(), await keyResponse.text()).toBe(201);
    const { key } = (await keyResponse.json()) as { key: string };
    const sale = await request.post('/api/lsl/sale', {
      headers: { 'X-Api-Key': key },
      data: { user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 1200, sale_id: randomUUID() },
    });
    expect(sale.status(), await sale.text()).toBe(200);

    await page.reload();
    await expect(page.getByText('Total Event Sales').locator('..')).toContainText('L$1,200');
    await expect(participant).toContainText('L$1,200');
    const chart = page.getByRole('figure', { name: 'Daily sales chart' });
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart).toContainText('L$');

    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(card).toContainText('1 Vendor');
    await expect(card).not.toContainText('1 Vendors');
    await expect(card).toContainText('L$1.2K Sales');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshots(page, `events-${colorScheme}`);
    }

    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(participant).toContainText('L$1,200');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshots(page, `event-detail-${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await participant.getByRole('button', { name: 'Leave' }).click();
    const confirm = page.getByRole('dialog', { name: 'Leave event?' });
    await expect(confirm).toContainText(`${vendor.name} will no longer take part in ${name}.`);
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect(toast(page, `${vendor.name} left the event`)).toBeVisible();
    await expect(page.getByText('No vendors have joined this event yet.')).toBeVisible();
    // Sales made while it took part stay with the event.
    await expect(page.getByText('Total Event Sales').locator('..')).toContainText('L$1,200');
    await expect(page.getByRole('combobox', { name: 'Your vendor' })).toHaveText(vendor.name);
  });

  test('an unknown event id shows that the event was not found', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/events/2147483000');
    await expect(page.getByText('Event not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});
