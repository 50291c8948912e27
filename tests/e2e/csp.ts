import type { Page } from '@playwright/test';

/** One report of the browser's `securitypolicyviolation` event. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/**
 * Records every Content-Security-Policy violation of `page` from now on, in every document it
 * loads. Read them with {@link cspViolations}.
 */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__cspViolations ??= []).push({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

/** The violations the current document reported so far. */
export function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}
