import type { ComponentProps } from 'react';
import { cn } from './cn';

/** The card surface class string (white, subtle border, soft shadow, card radius). */
export const cardClassName = 'rounded-card border border-border bg-background shadow-card';

/** A plain card surface (a `<div>`); padding and layout come from `className`. */
export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cn(cardClassName, className)} {...rest} />;
}
