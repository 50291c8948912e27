import { ArrowRight } from 'lucide-react';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { cardClassName } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { CheckList } from './CheckList';
import { SectionShell } from './SectionShell';
import type { CardGridData, SectionTone } from './types';
import { gridColumns } from '@/components/ui/grid-columns';

type CardItem = NonNullable<CardGridData['cards']>[number];
type Variant = 'feature' | 'compact' | 'link';

/**
 * Grid columns by card count, never a lonely last card (`gridColumns`); one
 * or two cards stay narrow and centred.
 */
function cardColumns(count: number): string {
  if (count <= 1) return 'grid-cols-1 max-w-xl mx-auto';
  if (count === 2) return 'sm:grid-cols-2 max-w-4xl mx-auto';
  return gridColumns(count, [3, 4]);
}

function CardIcon({ name, compact }: { name: CardItem['icon']; compact: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary',
        compact ? 'size-10' : 'size-12',
      )}
    >
      <Icon name={name} className={compact ? 'size-5' : 'size-6'} />
    </span>
  );
}

function CardBody({ card, variant }: { card: CardItem; variant: Variant }) {
  const compact = variant === 'compact';
  const textLink = variant !== 'link' && card.link?.href ? card.link : null;
  return (
    <>
      <div className={cn(compact ? 'flex items-center gap-3' : 'flex flex-col gap-5')}>
        <CardIcon name={card.icon} compact={compact || variant === 'link'} />
        <h3 lang={card.lang} className={cn('font-semibold text-primary text-balance', compact ? 'text-base' : 'text-lg')}>{card.title}</h3>
      </div>
      {card.description ? (
        <p lang={card.lang} className={cn('leading-relaxed text-muted-foreground', compact ? 'mt-3 text-sm' : 'mt-3 text-[0.9375rem]')}>
          {card.description}
        </p>
      ) : null}
      {card.features?.length ? <CheckList items={card.features} className="mt-5" /> : null}
      {textLink?.href ? (
        <p className="mt-auto pt-6">
          <AppLink
            href={textLink.href}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {textLink.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </AppLink>
        </p>
      ) : null}
    </>
  );
}

/** Props of {@link CardGrid}. */
export type CardGridProps = { section: CardGridData; tone?: SectionTone; id?: string };

/**
 * A section of cards (docs/requirements.md, §2 service, region and overview pages): `feature` cards with icon,
 * title, description and a features checklist; smaller `compact` cards; or `link` cards that
 * are whole links with an arrow. A non-`link` card with a link shows it as a text link.
 * Columns follow the card count (see {@link gridColumns}).
 */
export function CardGrid({ section, tone, id }: CardGridProps) {
  const cards = section.cards ?? [];
  if (cards.length === 0) return null;
  const variant: Variant = section.variant ?? 'feature';
  const compact = variant === 'compact';
  const surface = cn(cardClassName, 'flex h-full flex-col', compact ? 'p-5' : 'p-6 sm:p-7');

  return (
    <SectionShell heading={section.heading} intro={section.intro} tone={tone} id={id}>
      <ul className={cn('grid gap-5 lg:gap-6', cardColumns(cards.length))}>
        {cards.map((card) => {
          const href = variant === 'link' ? card.link?.href : null;
          return (
            <li key={card._key} className="flex">
              {href ? (
                <AppLink
                  href={href}
                  className={cn(
                    surface,
                    'group w-full transition hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0',
                  )}
                >
                  <CardBody card={card} variant={variant} />
                  <span className="mt-auto flex items-center gap-1.5 pt-6 text-sm font-semibold text-primary">
                    {card.link?.label ? <span>{card.link.label}</span> : null}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                    />
                  </span>
                </AppLink>
              ) : (
                <div className={cn(surface, 'w-full')}>
                  <CardBody card={card} variant={variant} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
