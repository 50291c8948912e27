import { expect, test, type Page } from '@playwright/test';
import { LocationSelectContract } from '@/components/widgets/location-select/contract';
import { SlideshowContract } from '@/components/widgets/slideshow/contract';

const activeTitle = (page: Page) => page.locator(`[data-testid="hero-slide"][${SlideshowContract.DataActive}="true"]`);
const slides = (page: Page) => page.locator('[data-testid="hero-slide"]');

async function activeIndex(page: Page): Promise<number> {
  const states = await slides(page).evaluateAll((nodes, active) => nodes.map((n) => n.getAttribute(active)), SlideshowContract.DataActive);
  return states.indexOf('true');
}

test.describe('home hero slideshow (docs/requirements.md, §4 Hero slideshow, §9 Timing: 5000 ms autoplay, 1000 ms fade, wrap)', () => {
  test('advances every 5 seconds and wraps from the last slide to the first', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(slides(page)).toHaveCount(3);
    await expect(activeTitle(page)).toHaveCount(1);
    // A manual change restarts the timer: start measuring from a known moment on a paused clock.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);
    await page.getByRole('button', { name: /Go to slide 1/ }).click();
    await page.mouse.move(1, 1); // hovering the hero pauses autoplay
    await expect.poll(() => activeIndex(page)).toBe(0);

    await page.clock.runFor(4_900);
    expect(await activeIndex(page)).toBe(0);
    await page.clock.runFor(200);
    await expect.poll(() => activeIndex(page)).toBe(1);
    await page.clock.runFor(5_000);
    await expect.poll(() => activeIndex(page)).toBe(2);
    await page.clock.runFor(5_000);
    await expect.poll(() => activeIndex(page)).toBe(0);
  });

  test('fades over one second', async ({ page }) => {
    await page.goto('/');
    const duration = await slides(page).first().evaluate((node) => getComputedStyle(node).transitionDuration);
    expect(duration).toBe('1s');
  });

  test('arrows wrap both ways and a dot jumps to its slide', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeIndex(page)).toBe(2);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeIndex(page)).toBe(0);
    await page.getByRole('button', { name: /Go to slide 2/ }).click();
    await expect.poll(() => activeIndex(page)).toBe(1);
    await expect(page.getByRole('button', { name: /Go to slide 2/ })).toHaveAttribute('aria-current', 'true');
  });

  test('does not autoplay for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(16_000);
    expect(await activeIndex(page)).toBe(0);
  });

  test('later slides load their images only after the page and the first image have loaded (first image is the LCP)', async ({ page }) => {
    await page.goto('/');
    await expect(slides(page).nth(1)).not.toHaveAttribute('hidden');
    const timing = () =>
      page.evaluate(() => {
        const loadStart = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
        // A resource entry appears when its response has ended.
        const entry = (name: string) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.endsWith(name));
        return { loadStart, first: entry('/paris.svg')?.startTime ?? -1, firstEnd: entry('/paris.svg')?.responseEnd ?? -1, second: entry('/dubai.svg')?.startTime ?? -1 };
      });
    await expect.poll(async () => (await timing()).second).toBeGreaterThan(0);
    const { loadStart, first, firstEnd, second } = await timing();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(loadStart);
    expect(second).toBeGreaterThanOrEqual(loadStart);
    expect(second).toBeGreaterThanOrEqual(firstEnd);
  });

  test('choosing a location stores it and opens its country page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Choose a location').selectOption('dubai');
    await expect(page).toHaveURL(/\/dubai$/);
    await expect(page.locator('h1')).toContainText('Dubai');
    expect(await page.evaluate((key) => localStorage.getItem(key), LocationSelectContract.SelectedLocationKey)).toBe('dubai');
  });

  test('Contact us and Email buttons lead to /contact and a mail link', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured locations' }).or(page.locator('section').first());
    await expect(hero.getByRole('link', { name: 'Contact us' }).first()).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'Email' }).first()).toHaveAttribute('href', /^mailto:.+@/);
  });
});
