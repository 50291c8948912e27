import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * The page-width wrapper: centred, max-w-7xl, with responsive side padding
 * (px-4 sm:px-6 lg:px-8). A `max-w-*` class in `className` replaces the default width.
 */
export function Container({ className, ...rest }: ComponentProps<'div'>) {
  const ownWidth = /(^|\s)max-w-/.test(className ?? '');
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', !ownWidth && 'max-w-7xl', className)} {...rest} />;
}
