/**
 * Icon names an editor may pick for a card (lucide icon names). Kept free of React, and below
 * every lib folder that names an icon, so the Sanity schemas, the components, the content and the
 * WordPress adapter share one list. `Building2` is the fallback for an
 * unknown name (docs/requirements.md, §3 Service item).
 */
export const ICON_NAMES = [
  'Building2',
  'Landmark',
  'Calculator',
  'MapPin',
  'Globe',
  'Shield',
  'ShieldCheck',
  'FileText',
  'Users',
  'Briefcase',
  'Scale',
  'TrendingUp',
  'Clock',
  'Award',
  'CheckCircle',
  'Phone',
  'Mail',
  'Percent',
  'Euro',
  'Banknote',
  'Coins',
  'Handshake',
  'Zap',
  'Lock',
  'Star',
  'Headphones',
  'Laptop',
  'Plane',
  'Factory',
  'ShoppingCart',
  'HeartPulse',
  'Cpu',
  'Home',
  'Target',
  'Rocket',
  'BarChart3',
  'PiggyBank',
  'Gavel',
  'ClipboardCheck',
  'Sun',
  'Anchor',
  'Mountain',
  'Network',
  'Search',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * The icon shown when a document names an icon outside {@link ICON_NAMES}, or a service card one
 * outside {@link SERVICE_ICON_NAMES}: one of both, as its type says.
 */
export const FALLBACK_ICON = 'Building2' satisfies ServiceIconName;

/** Narrows a stored icon name to a known one, falling back to `Building2`. */
export function toIconName(name: string | null | undefined): IconName {
  return (ICON_NAMES as readonly string[]).includes(name ?? '') ? (name as IconName) : FALLBACK_ICON;
}

/** The icons a home service card may show, from the Studio or WordPress; any other name shows {@link FALLBACK_ICON}. */
export const SERVICE_ICON_NAMES = ['Building2', 'Landmark', 'Calculator', 'MapPin'] as const satisfies readonly IconName[];

export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];
