import { expect, test } from '@playwright/test';

test.describe('pricing page (docs/requirements.md, §2 Pricing page, §9 Pricing, DKK)', () => {
  test('shows business prices by default, private prices on the second tab', async ({ page }) => {
    await page.goto('/pricing');
    const business = page.getByRole('tab', { name: 'Business Customers' });
    const privateTab = page.getByRole('tab', { name: 'Private Customers' });
    await expect(business).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('excluding VAT')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Limited Company ApS' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lease Agreement' })).toBeHidden();

    await privateTab.click();
    await expect(privateTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('including VAT')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lease Agreement' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Limited Company ApS' })).toBeHidden();

    await privateTab.press('ArrowLeft');
    await expect(business).toHaveAttribute('aria-selected', 'true');
    await expect(business).toBeFocused();
  });

  test('categories have anchor ids and cards show price, savings, time, FREE and Learn More', async ({ page }) => {
    await page.goto('/pricing');
    for (const id of ['company-formation', 'employment', 'corporate-governance', 'contracts']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    const aps = page.locator('li', { has: page.getByRole('heading', { name: 'Limited Company ApS', exact: true }) });
    await expect(aps).toContainText('DKK 1,749');
    await expect(aps).toContainText('DKK 4,000');
    await expect(aps).toContainText('15 minutes');
    await expect(aps.getByRole('link', { name: /Learn more/i })).toHaveAttribute('href', '/contact?subject=Limited%20Company%20ApS');
    const employment = page.locator('li', { has: page.getByRole('heading', { name: 'Employment Contract', exact: true }) });
    await expect(employment.getByText('FREE').first()).toBeVisible();
    const virtual = page.locator('li', { has: page.getByRole('heading', { name: 'Virtual Office', exact: true }) });
    await expect(virtual).toContainText('from DKK 199');
  });

  test('a link to a private category opens the Private tab at it; choosing a tab updates the address', async ({ page }) => {
    await page.goto('/pricing#housing');
    const privateTab = page.getByRole('tab', { name: 'Private Customers' });
    await expect(privateTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('section#housing')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Limited Company ApS' })).toBeHidden();

    await page.getByRole('tab', { name: 'Business Customers' }).click();
    await expect(page).toHaveURL(/\/pricing#pricing-panel-business$/);
    await privateTab.press('End');
    await expect(page).toHaveURL(/\/pricing#pricing-panel-private$/);

    // The shared address opens the same tab; so does following an anchor on the page.
    await page.goto('/da/pricing#pricing-panel-private');
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'pricing-tab-private');
    await page.evaluate(() => (location.hash = '#company-formation'));
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'pricing-tab-business');
    await expect(page.locator('section#company-formation')).toBeInViewport();
  });
});
