import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/**
 * A `<ul>` of short strings, each with a check mark (features of cards and packages,
 * bullet-list sections). `columns` splits it into two columns from md upwards.
 */
export function CheckList({
  items,
  columns = 1,
  size = 'sm',
  className,
}: {
  items: readonly string[];
  columns?: 1 | 2;
  size?: 'sm' | 'base';
  className?: string;
}) {
  return (
    <ul
      className={cn(
        'grid gap-x-8',
        size === 'sm' ? 'gap-y-2 text-sm' : 'gap-y-3 text-base',
        columns === 2 && 'md:grid-cols-2',
        className,
      )}
    >
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex gap-3 leading-relaxed text-foreground">
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary',
              size === 'sm' ? 'size-5' : 'size-6',
            )}
          >
            <Check className={size === 'sm' ? 'size-3' : 'size-3.5'} strokeWidth={3} />
          </span>
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}
