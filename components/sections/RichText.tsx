import { PortableText } from '@portabletext/react';
import { cardClassName } from '@/components/ui/Card';
import { cn } from '@/components/ui/cn';
import { portableTextComponents } from './portable-text';
import { SectionShell } from './SectionShell';
import type { SectionOf, SectionTone } from './types';

/** Props of {@link RichText}. */
export type RichTextProps = {
  section: Pick<SectionOf<'richTextSection'>, 'heading' | 'intro' | 'body'> & { _key?: string };
  tone?: SectionTone;
  id?: string;
};

/**
 * A section of editor-written rich text (docs/requirements.md, §2 Service pages: the fee-structure text of /fees) in a readable
 * column (max ~70 characters a line) on a card, styled without a typography plugin.
 */
export function RichText({ section, tone, id }: RichTextProps) {
  if (!section.body?.length) return null;
  return (
    <SectionShell heading={section.heading} intro={section.intro} tone={tone} id={id}>
      <div className={cn(cardClassName, 'mx-auto max-w-3xl p-6 text-base text-muted-foreground sm:p-10 sm:text-lg')}>
        <div className="max-w-prose">
          <PortableText value={section.body} components={portableTextComponents} />
        </div>
      </div>
    </SectionShell>
  );
}
