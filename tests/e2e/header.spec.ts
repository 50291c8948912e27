import { expect, test } from '@playwright/test';

test.describe('header navigation (docs/requirements.md, §2 Header and footer)', () => {
  test('desktop: Services dropdown lists the five service pages', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop menu shows from the lg breakpoint up');
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['Company Registration', '/company-registration'],
      ['Accounting & Tax', '/accounting-tax'],
      ['Banking', '/banking'],
      ['Company Secretarial', '/company-secretarial'],
      ['Director Services', '/director-services'],
    ]) {
      await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href ?? '');
    }
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('phone: the menu toggle opens home, services, jurisdictions, fees, contact and languages', { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu toggle shows below the lg breakpoint');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Home', 'Jurisdictions', 'Fees', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByText('Services', { exact: true })).toBeVisible();
    for (const language of ['English', 'Dansk', 'Norsk', 'Svenska', 'Deutsch', 'Français', 'Español']) {
      await expect(page.getByText(language, { exact: true }).last()).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Fees', exact: true }).click();
    await expect(page).toHaveURL(/\/fees$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('the language switcher keeps the page: /banking -> /da/banking', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto('/banking');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: /Dansk/ }).last().click();
    await expect(page).toHaveURL(/\/da\/banking$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  });

  test('phone: the header fits narrow phones (360 and 390 px): nothing scrolls sideways, the menu toggle is on screen', { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/denmark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
      const toggle = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
      expect(toggle && toggle.x + toggle.width, `${width} px`).toBeLessThanOrEqual(width);
    }
  });
});
