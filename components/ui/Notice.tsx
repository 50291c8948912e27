import type { ReactNode, Ref } from 'react';
import { CircleCheck, CircleExclamationPoint, Info } from 'lucide-react';
import { cn } from './cn';

/** Props of {@link Notice}. */
export type NoticeProps = {
  variant?: 'default' | 'destructive' | 'success';
  title: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * Given, the notice can take focus (`tabIndex={-1}`): a form moves focus to its result so that
   * keyboard and screen-reader users land on it.
   */
  ref?: Ref<HTMLDivElement>;
};

const styles = {
  default: { box: 'border-primary/20 bg-primary-soft', title: 'text-primary', icon: Info },
  destructive: { box: 'border-destructive/30 bg-destructive/5', title: 'text-destructive', icon: CircleExclamationPoint },
  success: { box: 'border-success/30 bg-success/5', title: 'text-success', icon: CircleCheck },
} as const;

/**
 * A bordered message box with an icon, a title and optional body. `destructive` is announced
 * at once (role="alert"), the others politely (role="status") — e.g. form results (docs/requirements.md, §8).
 */
export function Notice({ variant = 'default', title, children, className, ref }: NoticeProps) {
  const style = styles[variant];
  const IconComponent = style.icon;
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-card border p-4 text-sm', style.box, className)}
    >
      <IconComponent aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', style.title)} />
      <div className="min-w-0 space-y-1">
        <p className={cn('font-semibold', style.title)}>{title}</p>
        {children ? <div className="leading-relaxed text-foreground">{children}</div> : null}
      </div>
    </div>
  );
}
