import { expect, type Page } from '@playwright/test';

/** A form React drives (`data-hydrated`, set by the form components once React runs). */
export const HYDRATED_FORM = 'form[data-hydrated]';

/**
 * Reaches for the page's form as a visitor would (the pointer moves over it), which makes a
 * form page load React (`components/widgets/react-on-intent.ts`), and waits until React drives it.
 */
export async function reachForForm(page: Page): Promise<void> {
  await page.locator('form').first().dispatchEvent('pointerover');
  await expect(page.locator(HYDRATED_FORM)).toHaveCount(1);
}

/**
 * Opens a form page and waits until React drives its form. Tests of the no-JavaScript path and
 * of typing before React loads do not use this.
 */
export async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await reachForForm(page);
}

/**
 * Holds back React's script chunks (not the stylesheet, which shares their folder and which the
 * page's `load` waits for) until `release()` is called, so a test can act on the
 * server-rendered form first and know React has not taken over yet.
 */
export async function holdReact(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
