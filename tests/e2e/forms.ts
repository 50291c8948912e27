import { expect, type Page } from '@playwright/test';

/**
 * Opens a form page and waits until React drives its form. Form pages load React only when the
 * visitor reaches for the form (`components/enhance/runtime.ts`); the pointer moving over it is
 * such a reach. Tests of the no-JavaScript path and of typing before React loads do not use this.
 */
export async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('form').first().dispatchEvent('pointerover');
  await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
}
