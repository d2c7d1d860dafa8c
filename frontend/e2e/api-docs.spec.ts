import { expect, test } from './support/fixtures';

// Swagger UI runs under the same Content-Security-Policy as the SPA: a blocked script, style or image would be
// logged as a console error, which fails the test.
test.describe('API documentation', () => {
  test('Swagger UI shows the operations of the committed OpenAPI document', async ({ page }) => {
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: /SL Vendor Platform API/ })).toBeVisible();
    await expect(page.locator('.opblock-summary-path', { hasText: '/api/lsl/sale' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  });
});
