import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** Classes of a text input, select or textarea; red border when invalid. */
export function inputClassName(invalid: boolean): string {
  return cn(
    'block w-full rounded-lg border bg-background px-3.5 py-2.5 text-base text-foreground shadow-sm placeholder:text-muted-foreground/70 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm',
    invalid ? 'border-destructive' : 'border-border',
  );
}

/**
 * A labelled form field with its error message. Required fields show an asterisk (docs/requirements.md, §5)
 * that screen readers hear as the word passed in `requiredLabel`.
 */
export function Field({
  id,
  label,
  required,
  requiredLabel,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-foreground">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
            <span className="sr-only"> ({requiredLabel})</span>
          </>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
