'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type Audience = 'business' | 'private';
const AUDIENCES: Audience[] = ['business', 'private'];

/**
 * Business / Private tabs of the pricing page (spec §2, §4 Pricing tabs: default business).
 * WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs. Panels are rendered on
 * the server and passed in; the inactive one is `hidden`.
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
  const [active, setActive] = useState<Audience>('business');
  const id = useId();
  const tabs = useRef<Record<Audience, HTMLButtonElement | null>>({ business: null, private: null });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = AUDIENCES.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? AUDIENCES[(index + 1) % AUDIENCES.length]
        : event.key === 'ArrowLeft'
          ? AUDIENCES[(index - 1 + AUDIENCES.length) % AUDIENCES.length]
          : event.key === 'Home'
            ? AUDIENCES[0]
            : event.key === 'End'
              ? AUDIENCES[AUDIENCES.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="mx-auto flex w-full max-w-md rounded-full bg-secondary p-1">
        {AUDIENCES.map((audience) => (
          <button
            key={audience}
            ref={(el) => {
              tabs.current[audience] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${audience}`}
            aria-selected={active === audience}
            aria-controls={`${id}-panel-${audience}`}
            tabIndex={active === audience ? 0 : -1}
            onClick={() => setActive(audience)}
            onKeyDown={onKeyDown}
            className={`flex-1 rounded-full px-4 py-2.5 text-sm font-semibold transition-colors ${
              active === audience ? 'bg-primary text-primary-foreground shadow' : 'text-secondary-foreground hover:bg-background'
            }`}
          >
            {tabLabels[audience]}
          </button>
        ))}
      </div>
      {AUDIENCES.map((audience) => (
        <div
          key={audience}
          role="tabpanel"
          id={`${id}-panel-${audience}`}
          aria-labelledby={`${id}-tab-${audience}`}
          hidden={active !== audience}
          className="mt-10"
        >
          {panels[audience]}
        </div>
      ))}
    </div>
  );
}
