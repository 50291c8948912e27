import { listEnquiries } from '../../lib/enquiries/embedded-store';
import { randomClient } from './clients';
import { HYDRATED_FORM, holdReact, openForm } from './forms';
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
});

async function fill(page: Page) {
  await page.getByLabel(/^First Name/).fill('Astrid');
  await page.getByLabel(/^Last Name/).fill('Jensen');
  await page.getByLabel(/^Email/).fill('astrid@example.dk');
  await page.getByLabel(/^Phone/).fill('+45 12 34 56 78');
  await page.getByLabel(/^Subject/).fill('Company registration in Denmark');
  await page.getByLabel(/^Message/).fill('Please call me about an ApS.');
}

test.describe('contact form (docs/requirements.md, §2 Contact page, §4 Contact form, §5, §8)', () => {
  test('marks required fields, uses email and tel types and a 6-row message', async ({ page }) => {
    await openForm(page, '/contact');
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    for (const label of ['First Name', 'Last Name', 'Email', 'Subject', 'Message']) {
      await expect(page.locator('label', { hasText: label }).first()).toContainText('*');
    }
    await expect(page.locator('label', { hasText: 'Phone' })).not.toContainText('*');
    // Announced as required by assistive technology, before and after React.
    for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Subject/, /^Message/]) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-required', 'true');
      await expect(page.getByRole('textbox', { name: label })).toHaveJSProperty('required', true);
    }
    await expect(page.getByLabel(/^Phone/)).not.toHaveAttribute('aria-required', 'true');
    await expect(page.getByLabel(/^Email/)).toHaveAttribute('type', 'email');
    await expect(page.getByLabel(/^Phone/)).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel(/^Message/)).toHaveAttribute('rows', '6');
  });

  test('sends: Sending... while busy, then Message sent! and cleared fields', async ({ page }) => {
    await openForm(page, '/contact');
    await fill(page);
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'Send Message' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Message sent!')).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    // Focus moves to the announced result.
    await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeFocused();
    await expect(page.getByLabel(/^First Name/)).toHaveValue('');
    await expect(page.getByLabel(/^Message/)).toHaveValue('');
  });

  test('keeps the typed values and shows the Error notice when sending fails; a retry reuses the id', async ({ page }) => {
    await openForm(page, '/contact');
    await fill(page);
    await page.route('**/contact', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.locator('form [role="alert"]');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText('Failed to send message. Please try again.');
    await expect(alert).toBeFocused();
    await expect(page.getByLabel(/^First Name/)).toHaveValue('Astrid');
    await expect(page.getByLabel(/^Message/)).toHaveValue('Please call me about an ApS.');
    const idBefore = await page.locator('input[name="id"]').inputValue();
    expect(idBefore).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(alert).toBeVisible();
    expect(await page.locator('input[name="id"]').inputValue()).toBe(idBefore);

    await page.unroute('**/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();
    expect(await page.locator('input[name="id"]').inputValue()).not.toBe(idBefore);
  });

  test('shows what is wrong next to each field and keeps the rest', async ({ page }) => {
    await openForm(page, '/contact');
    await page.getByLabel(/^Email/).fill('astrid@');
    await page.getByLabel(/^Phone/).fill('call me maybe');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact-firstName-error')).toHaveText('This field is required.');
    await expect(page.locator('#contact-email-error')).toHaveText('Enter a valid email address, e.g. name@company.com.');
    await expect(page.locator('#contact-phone-error')).toHaveText('Use digits, spaces and + ( ) - only.');
    await expect(page.getByLabel(/^First Name/)).toBeFocused();
    await expect(page.getByLabel(/^Email/)).toHaveValue('astrid@');
    await expect(page.getByLabel(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('a subject query parameter pre-fills the subject', async ({ page }) => {
    await page.goto('/contact?subject=Crypto');
    await expect(page.getByLabel(/^Subject/)).toHaveValue('Crypto');
  });

  test('shows field errors in the page language', async ({ page }) => {
    await openForm(page, '/de/contact');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#contact-firstName-error')).not.toHaveText('This field is required.');
    await expect(page.locator('#contact-firstName-error')).toBeVisible();
  });

  test('says clearly when a client sends too often', async ({ page }) => {
    // Six sends in a row: under `npm test`'s workers on a 2-core machine they outlast the default timeout.
    test.slow();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
    await openForm(page, '/contact');
    for (let i = 0; i < 5; i++) {
      await fill(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message sent!')).toBeVisible();
      // Each success clears the form; wait for it so the next fill is not wiped.
      await expect(page.getByLabel(/^First Name/)).toHaveValue('');
    }
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('form [role="alert"]')).toContainText('Please wait');
    await expect(page.getByLabel(/^First Name/)).toHaveValue('Astrid');
  });

  test('what a visitor types before React loads stays, and the field keeps its focus', async ({ page }) => {
    // Hold back React so the visitor types into the server-rendered form first.
    const react = await holdReact(page);
    await page.goto('/contact');
    const first = page.getByLabel(/^First Name/);
    await first.click();
    await page.keyboard.type('Astr');
    await expect(page.locator(HYDRATED_FORM)).toHaveCount(0);
    react.release();
    await expect(page.locator(HYDRATED_FORM)).toHaveCount(1);
    await expect(first).toBeFocused();
    await page.keyboard.type('id');
    await expect(first).toHaveValue('Astrid');
    // React owns the field now: a failed submit keeps it and marks the others.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact-lastName-error')).toHaveText('This field is required.');
    await expect(first).toHaveValue('Astrid');
  });

  test('a message sent before React has loaded still arrives (the form posts as plain HTML)', async ({ page }) => {
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': randomClient() } });
    const page = await context.newPage();
    await page.goto('/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();
    await context.close();
  });
});

test('a sent message lands in the embedded store, once', async ({ page }) => {
  const subject = `Store check ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
  await openForm(page, '/contact');
  await fill(page);
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  // The listing reads a copy of the live database folder; a copy taken mid-write can fail to
  // open, so a failed read counts as "not yet" and is tried again.
  const stored = async () => {
    try {
      return (await listEnquiries()).contacts.filter((row) => row.subject === subject).length;
    } catch {
      return -1;
    }
  };
  await expect.poll(stored, { timeout: 30_000, intervals: [500, 1_000, 2_000] }).toBe(1);
});
