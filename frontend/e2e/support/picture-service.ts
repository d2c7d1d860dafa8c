import type { Page } from '@playwright/test';

/** A 1×1 PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Stands in for Second Life's picture service, which the browser here cannot reach: any picture of any texture asked
 * for. Returns the addresses asked for, as they arrive.
 */
export async function servePictures(page: Page): Promise<string[]> {
  const pictures: string[] = [];
  await page.route('https://picture-service.secondlife.com/**', (route) => {
    pictures.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: Buffer.from(PIXEL_PNG, 'base64') });
  });
  return pictures;
}
