import { randomClient } from './clients';
import { HYDRATED_FORM, holdReact, openForm } from './forms';
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
});

test.describe('company formation form (docs/requirements.md, §2 Company formation page, §3, §4 Company formation form, §5, §8)', () => {
  test('reveals founders, structure and the button step by step; changing the number resets founders', async ({ page }) => {
    await openForm(page, '/company-formation');
    await expect(page.locator('main [lang="da"] h1')).toHaveText('Selskabsstiftelse');
    const number = page.getByLabel(/^Antal stiftere/);
    await expect(page.locator('[data-structure]')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send ansøgning' })).toBeHidden();

    await expect(number).toHaveAttribute('aria-required', 'true');
    await number.selectOption('2');
    await expect(page.locator('[data-founder]')).toHaveCount(2);
    await expect(page.locator('[data-founder="1"]').getByLabel(/^Fulde navn/)).toHaveAttribute('aria-required', 'true');
    await expect(page.locator('[data-founder="1"]').getByLabel('CVR-nummer')).toHaveCount(0);
    await expect(page.locator('[data-founder="2"]')).toContainText('Stifter 2');
    await expect(page.locator('[data-structure]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send ansøgning' })).toBeHidden();
    await expect(page.getByText('Der må kun være ét udenlandsk selskab blandt ejerne.').first()).toBeVisible();

    await page.locator('[data-founder="1"]').getByLabel(/^Fulde navn/).fill('Mads Holm');
    const second = page.locator('[data-founder="2"]');
    await second.getByLabel('Selskab', { exact: true }).check();
    await expect(second.getByLabel(/^Selskabets navn/)).toBeVisible();
    await expect(second.getByLabel('CVR-nummer')).toHaveAttribute('placeholder', '12345678');
    await expect(second.getByLabel('Selskabet er udenlandsk')).toBeVisible();

    await number.selectOption('3');
    await expect(page.locator('[data-founder]')).toHaveCount(3);
    await expect(page.locator('[data-founder="1"]').getByLabel(/^Fulde navn/)).toHaveValue('');
    await expect(page.locator('[data-founder="2"]').getByLabel('CVR-nummer')).toHaveCount(0);

    await page.getByLabel(/Holdingselskab/).check();
    await expect(page.getByRole('button', { name: 'Send ansøgning' })).toBeVisible();
  });

  test('choices made before the page finished loading survive', async ({ page }) => {
    // Hold back the scripts so the visitor acts on the server-rendered form first.
    const react = await holdReact(page);
    await page.goto('/company-formation');
    await page.getByLabel(/^Antal stiftere/).selectOption('2');
    const name = page.locator('[data-founder="1"]').getByLabel(/^Fulde navn/);
    await name.fill('Mads Holm');
    await expect(page.locator(HYDRATED_FORM)).toHaveCount(0);
    react.release();
    await expect(page.locator(HYDRATED_FORM)).toHaveCount(1);
    await expect(name).toBeFocused();
    // After hydration only the chosen number of founder blocks is rendered, with the typed name.
    await expect(page.locator('[data-founder]')).toHaveCount(2);
    await expect(page.getByLabel(/^Antal stiftere/)).toHaveValue('2');
    await expect(page.locator('[data-founder="1"]').getByLabel(/^Fulde navn/)).toHaveValue('Mads Holm');
  });

  test('submits: Sender... then Formular sendt! and every field reset', async ({ page }) => {
    await openForm(page, '/company-formation');
    await page.getByLabel(/^Antal stiftere/).selectOption('2');
    await page.locator('[data-founder="1"]').getByLabel(/^Fulde navn/).fill('Mads Holm');
    const second = page.locator('[data-founder="2"]');
    await second.getByLabel('Selskab', { exact: true }).check();
    await second.getByLabel(/^Selskabets navn/).fill('Nordic Invest GmbH');
    await second.getByLabel('CVR-nummer').fill('12345678');
    await second.getByLabel('Selskabet er udenlandsk').check();
    await page.getByLabel(/Holdingstruktur/).check();
    await page.route('**/company-formation', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send ansøgning' }).click();
    await expect(page.getByRole('button', { name: 'Sender...' })).toBeDisabled();
    await expect(page.getByText('Formular sendt!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Formular sendt!' })).toBeFocused();
    await expect(page.getByText('Vi har modtaget din ansøgning og vender tilbage hurtigst muligt.')).toBeVisible();
    await expect(page.getByLabel(/^Antal stiftere/)).toHaveValue('');
    await expect(page.locator('[data-founder]')).toHaveCount(0);
    await expect(page.locator('[data-structure]')).toBeHidden();
  });

  test('enforces one foreign company and an 8-digit CVR, keeping the data', async ({ page }) => {
    await openForm(page, '/company-formation');
    await page.getByLabel(/^Antal stiftere/).selectOption('2');
    for (const [index, name] of [
      [1, 'Alpha Ltd'],
      [2, 'Beta GmbH'],
    ] as const) {
      const founder = page.locator(`[data-founder="${index}"]`);
      await founder.getByLabel('Selskab', { exact: true }).check();
      await founder.getByLabel(/^Selskabets navn/).fill(name);
      await founder.getByLabel('Selskabet er udenlandsk').check();
    }
    await page.locator('[data-founder="1"]').getByLabel('CVR-nummer').fill('123');
    await page.getByLabel(/Driftsselskab/).check();
    await page.getByRole('button', { name: 'Send ansøgning' }).click();
    await expect(page.locator('#founders-0-cvr-error')).toHaveText('Et CVR-nummer består af 8 cifre.');
    await page.locator('[data-founder="1"]').getByLabel('CVR-nummer').fill('');
    await page.getByRole('button', { name: 'Send ansøgning' }).click();
    await expect(page.locator('p', { hasText: 'Der må kun være ét udenlandsk selskab blandt ejerne.' })).toHaveClass(/text-destructive/);
    await expect(page.locator('[data-founder="2"]').getByLabel(/^Selskabets navn/)).toHaveValue('Beta GmbH');
  });

  test('keeps the data and shows Fejl when sending fails', async ({ page }) => {
    await openForm(page, '/company-formation');
    await page.getByLabel(/^Antal stiftere/).selectOption('1');
    await page.locator('[data-founder="1"]').getByLabel(/^Fulde navn/).fill('Mads Holm');
    await page.getByLabel(/Driftsselskab/).check();
    await page.route('**/company-formation', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Send ansøgning' }).click();
    await expect(page.locator('form [role="alert"]')).toContainText('Fejl');
    await expect(page.locator('form [role="alert"]')).toContainText('Der opstod en fejl. Prøv venligst igen.');
    await expect(page.locator('[data-founder="1"]').getByLabel(/^Fulde navn/)).toHaveValue('Mads Holm');
    await expect(page.getByLabel(/^Antal stiftere/)).toHaveValue('1');
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': randomClient() } });
    const page = await context.newPage();
    await page.goto('/company-formation');
    await expect(page.locator('[data-founder="1"]')).toBeHidden();
    await page.getByLabel(/^Antal stiftere/).selectOption('1');
    await expect(page.locator('[data-founder="1"]')).toBeVisible();
    await expect(page.locator('[data-founder="2"]')).toBeHidden();
    await page.locator('[data-founder="1"]').getByLabel(/^Fulde navn/).fill('Mads Holm');
    await page.getByLabel(/Driftsselskab/).check();
    await page.getByRole('button', { name: 'Send ansøgning' }).click();
    await expect(page.getByText('Formular sendt!')).toBeVisible();
    await context.close();
  });
});
