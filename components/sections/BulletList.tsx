import { cardClassName } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { CheckList } from './CheckList';
import { SectionShell } from './SectionShell';
import type { BulletListData, SectionTone } from './types';

/** Props of {@link BulletList}. */
export type BulletListProps = { section: BulletListData; tone?: SectionTone; id?: string };

/**
 * A checklist section (docs/requirements.md, §2 Service pages' bullet lists, entity types, a country's
 * Our Services): items with check icons on a card, two columns from md when there are more
 * than six items.
 */
export function BulletList({ section, tone, id }: BulletListProps) {
  const items = section.items ?? [];
  if (items.length === 0) return null;
  const twoColumns = items.length > 6;
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone={tone} id={id}>
      <div className={cn(cardClassName, 'mx-auto p-6 sm:p-8', twoColumns ? 'max-w-5xl' : 'max-w-3xl')}>
        <CheckList items={items} columns={twoColumns ? 2 : 1} size="base" />
      </div>
    </SectionShell>
  );
}
