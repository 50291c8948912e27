import type { ReactNode } from 'react';
import { triggerActiveAttrs, triggerButtonAttrs, triggerLabelAttrs, triggerLinkAttrs } from './contract';

/** Props of {@link DisclosureTrigger}. */
export type DisclosureTriggerProps = {
  /** The id of the panel it opens (`hidden` until then). */
  panelId: string;
  className: string;
  children: ReactNode;
  /** The accessible name, when the content is an icon. */
  ariaLabel?: string;
  title?: string;
  /** `aria-label` of the button while open / closed (`data-label-open` / `-closed`). */
  labelOpen?: string;
  labelClosed?: string;
  /** Marks the button (e.g. the Services menu while a service page is open). */
  active?: boolean;
};

/**
 * The trigger of a disclosure menu (`./enhance.ts`), in two forms with the same look: a link to
 * the panel (`#<panelId>`), which opens it through CSS `:target` before `enhance.js` has run or
 * without JavaScript at all, and the button with `aria-expanded` that `enhance.js` drives.
 * `app/globals.css` shows the link until the widget is enhanced (`data-enhanced` on the root),
 * then the button: the two swap without a layout shift, so no menu is dead before the script
 * runs. Its attributes are named in `./contract.ts`.
 */
export function DisclosureTrigger({ panelId, className, children, ariaLabel, title, labelOpen, labelClosed, active }: DisclosureTriggerProps) {
  return (
    <>
      <button
        type="button"
        {...triggerButtonAttrs()}
        aria-expanded="false"
        aria-controls={panelId}
        aria-label={ariaLabel}
        title={title}
        {...triggerLabelAttrs({ labelOpen, labelClosed })}
        {...triggerActiveAttrs(active)}
        className={className}
      >
        {children}
      </button>
      <a href={`#${panelId}`} {...triggerLinkAttrs()} aria-label={ariaLabel} title={title} {...triggerActiveAttrs(active)} className={className}>
        {children}
      </a>
    </>
  );
}
