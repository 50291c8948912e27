import { expect, test } from '@playwright/test';
import { AccordionContract } from '@/components/widgets/accordion/contract';
import { widgetSelector } from '@/components/widgets/contract';

const ACCORDION = widgetSelector(AccordionContract.Name);

test.describe('FAQ accordion (docs/requirements.md, §2 Accordions, §4 Accordion)', () => {
  test('opens one item at a time and collapses again', async ({ page }) => {
    await page.goto('/legal-services');
    const items = page.locator(`${ACCORDION} details`);
    const triggers = items.locator('summary');
    await expect(items).toHaveCount(6);
    // Answers are in the HTML, closed: readable without JavaScript and by search engines.
    await expect(items.nth(0).locator('p').first()).toBeHidden();
    await triggers.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('p').first()).toBeVisible();
    await triggers.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await triggers.nth(1).click();
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await expect(page.locator(`${ACCORDION} details[open]`)).toHaveCount(0);
  });

  test('Home, End and arrow keys move focus between triggers', async ({ page }) => {
    await page.goto('/virtual-office');
    const triggers = page.locator(`${ACCORDION} details > summary`);
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
