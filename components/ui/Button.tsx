import type { ComponentProps, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from './AppLink';
import { cn } from './cn';

/** The button variants (docs/requirements.md, §9 Buttons). */
export const BUTTON_VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'accent', 'hero'] as const;
/** The button sizes (docs/requirements.md, §9 Buttons). */
export const BUTTON_SIZES = ['default', 'sm', 'lg', 'xl', 'icon'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold leading-tight transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0 motion-reduce:transition-none';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  outline: 'border border-primary/25 bg-background text-primary hover:border-primary/40 hover:bg-primary-soft',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-primary-soft',
  ghost: 'text-primary hover:bg-primary-soft',
  link: 'text-primary underline-offset-4 hover:underline',
  accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover',
  hero:
    'border border-primary-foreground/40 bg-primary-foreground/10 text-primary-foreground backdrop-blur-sm ' +
    'hover:border-primary-foreground/70 hover:bg-primary-foreground/20 focus-visible:outline-primary-foreground',
};

const sizes: Record<ButtonSize, string> = {
  default: 'min-h-10 px-5 py-2 text-sm',
  sm: 'min-h-9 px-3.5 py-1.5 text-sm',
  lg: 'min-h-11 px-6 py-2.5 text-base',
  xl: 'min-h-13 px-8 py-3 text-base sm:text-lg',
  icon: 'size-10 p-0',
};

/**
 * Class string of a button in one of the variants and sizes of docs/requirements.md, §9 Buttons; `className` is appended.
 * Use it to style links or other elements like buttons.
 */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string } = {}): string {
  return cn(base, variants[variant ?? 'default'], sizes[size ?? 'default'], className);
}

/** Narrows a stored link style (Sanity `link.style`) to a button variant; unknown or empty -> `default`. */
export function toButtonVariant(style: string | null | undefined): ButtonVariant {
  return (BUTTON_VARIANTS as readonly string[]).includes(style ?? '') ? (style as ButtonVariant) : 'default';
}

/**
 * The variant to use for a stored link style on a dark (navy or photo) background, where the
 * light-background variants would lack contrast: `default` -> `accent`, `outline`, `ghost` and
 * `link` -> `hero`.
 */
export function toDarkButtonVariant(style: string | null | undefined): ButtonVariant {
  const variant = toButtonVariant(style);
  if (variant === 'default') return 'accent';
  if (variant === 'outline' || variant === 'ghost' || variant === 'link') return 'hero';
  return variant;
}

/** Props of {@link Button}. */
export type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

/** A `<button>` (type "button" unless given) in a variant and size of docs/requirements.md, §9 Buttons. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...rest} />;
}

/** Props of {@link ButtonLink}. */
export type ButtonLinkProps = Omit<AppLinkProps, 'children'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
};

/**
 * A link styled as a button (docs/requirements.md, §9 Buttons), rendered by {@link AppLink}: paths
 * starting with "/" get the current locale's prefix; `mailto:`, `tel:` and `https:` stay as they are.
 */
export function ButtonLink({ href, variant, size, className, children, ...rest }: ButtonLinkProps) {
  return (
    <AppLink href={href} className={buttonVariants({ variant, size, className })} {...rest}>
      {children}
    </AppLink>
  );
}
