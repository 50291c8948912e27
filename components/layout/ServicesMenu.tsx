'use client';

import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { NavLink } from './NavLink';
import { useDismiss } from './use-dismiss';

/**
 * The header's Services dropdown (spec §2 Header and footer), a disclosure: a button with
 * `aria-expanded` that shows a list of links. Escape closes it and returns focus to the button;
 * a click outside or focus leaving the menu closes it; choosing a link closes it.
 *
 * @param label - the button text (`nav.services`)
 * @param items - the service links, `href` locale-free, `label` translated
 */
export function ServicesMenu({ label, items }: { label: string; items: readonly { href: string; label: string }[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const pathname = usePathname();
  const inSection = items.some((item) => item.href === pathname);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        data-active={inSection || undefined}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-primary aria-expanded:bg-muted aria-expanded:text-primary data-active:font-semibold data-active:text-primary"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-64 rounded-card border border-border bg-background p-2 shadow-card"
      >
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              href={item.href}
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2.5 text-sm text-foreground transition-colors hover:bg-muted hover:text-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
