import { ChevronDown } from 'lucide-react';
import { disclosureRootAttrs } from '@/components/widgets/disclosure/contract';
import { DisclosureTrigger } from '@/components/widgets/disclosure/DisclosureTrigger';
import { isCurrentPath, NavLink } from './NavLink';

const MENU_ID = 'services-menu';

/**
 * The header's Services dropdown (docs/requirements.md, §2 Header and footer), a disclosure: a button with
 * `aria-expanded` that shows a list of links. Escape closes it and returns focus to the button;
 * a click outside or focus leaving the menu closes it; choosing a link closes it
 * (`components/widgets/disclosure/`). The button is marked while a service page is open.
 *
 * @param label - the button text (`nav.services`)
 * @param items - the service links, `href` locale-free, `label` translated
 * @param currentPath - the locale-free path of the current page, `null` on the 404 page
 */
export function ServicesMenu({
  label,
  items,
  currentPath,
}: {
  label: string;
  items: readonly { href: string; label: string }[];
  currentPath: string | null;
}) {
  const inSection = items.some((item) => isCurrentPath(item.href, currentPath));
  return (
    <div {...disclosureRootAttrs({ closeOnBlur: true })} className="relative">
      <DisclosureTrigger
        panelId={MENU_ID}
        active={inSection}
        className="group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-primary aria-expanded:bg-muted aria-expanded:text-primary data-active:font-semibold data-active:text-primary"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </DisclosureTrigger>
      <ul
        id={MENU_ID}
        hidden
        className="absolute top-full left-0 z-50 mt-2 w-64 rounded-card border border-border bg-background p-2 shadow-card"
      >
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              href={item.href}
              currentPath={currentPath}
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
