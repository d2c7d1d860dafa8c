import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in the Material UI select labelled `label` inside `scope`: opens its list, clicks the option (its whole
 * name) and waits for the list to close. On a busy machine a click can land while the list is still opening, or the
 * list can stay open over the dialog (which hides the dialog from every locator); the pick is then tried again from
 * where it stands, so a lost click does not fail the test, while a select that never offers the option still does.
 */
export async function chooseOption(scope: Page | Locator, label: string | RegExp, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (!(await listbox.isVisible())) await scope.getByRole('combobox', { name: label }).click({ timeout: 5_000 });
    await listbox.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(listbox).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}
