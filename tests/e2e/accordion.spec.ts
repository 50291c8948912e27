import { expect, test } from '@playwright/test';

test.describe('FAQ accordion (spec §2 Accordions, §4)', () => {
  test('opens one item at a time and collapses again', async ({ page }) => {
    await page.goto('/legal-services');
    const triggers = page.locator('[data-radix-collection-item]');
    await expect(triggers).toHaveCount(6);
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Home, End and arrow keys move focus between triggers', async ({ page }) => {
    await page.goto('/virtual-office');
    const triggers = page.locator('[data-radix-collection-item]');
    await expect(triggers).toHaveCount(8);
    await triggers.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(triggers.nth(7)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(triggers.nth(7)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(triggers.nth(0)).toBeFocused();
  });
});
