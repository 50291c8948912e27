import type { ReactNode } from 'react';
import { tabsRootAttrs } from './contract';

type Audience = 'business' | 'private';
const AUDIENCES: Audience[] = ['business', 'private'];
const ID_PREFIX = 'pricing';

/**
 * Business / Private tabs of the pricing page (docs/requirements.md, §2 Pricing page, §4 Pricing tabs: business by default).
 * WAI-ARIA tabs pattern, rendered with Business selected and the Private panel `hidden`;
 * `./enhance.ts` handles clicks, the arrow, Home and End keys and the URL hash. Without
 * JavaScript the tab list gives way to both panels, each under its own heading, so both price
 * lists can still be read (`app/globals.css`).
 *
 * @param label - accessible name of the tab list
 * @param tabLabels - the two tab texts
 * @param panels - the server-rendered content of each panel
 */
export function PricingTabs({
  label,
  tabLabels,
  panels,
}: {
  label: string;
  tabLabels: Record<Audience, string>;
  panels: Record<Audience, ReactNode>;
}) {
  return (
    <div {...tabsRootAttrs()}>
      <div role="tablist" aria-label={label} className="mx-auto flex w-full max-w-md rounded-full bg-secondary p-1">
        {AUDIENCES.map((audience, i) => (
          <button
            key={audience}
            type="button"
            role="tab"
            id={`${ID_PREFIX}-tab-${audience}`}
            aria-selected={i === 0}
            aria-controls={`${ID_PREFIX}-panel-${audience}`}
            tabIndex={i === 0 ? 0 : -1}
            className="flex-1 rounded-full px-4 py-2.5 text-sm font-semibold text-secondary-foreground transition-colors hover:bg-background aria-selected:bg-primary aria-selected:text-primary-foreground aria-selected:shadow aria-selected:hover:bg-primary"
          >
            {tabLabels[audience]}
          </button>
        ))}
      </div>
      {AUDIENCES.map((audience, i) => (
        <div
          key={audience}
          role="tabpanel"
          id={`${ID_PREFIX}-panel-${audience}`}
          aria-labelledby={`${ID_PREFIX}-tab-${audience}`}
          hidden={i !== 0}
          className="mt-10"
        >
          {/* Without JavaScript both panels show (app/globals.css): each says which it is. */}
          <h2 data-nojs-only="" className="mb-6 font-display text-3xl font-semibold text-primary">
            {tabLabels[audience]}
          </h2>
          {panels[audience]}
        </div>
      ))}
    </div>
  );
}
