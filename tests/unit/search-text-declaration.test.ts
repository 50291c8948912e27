import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { collectPageText } from '@/lib/search/record-text';
import { recordWords } from '@/lib/search/record-words';
import { each, extractText, field, from, message, when, type TextPart } from '@/lib/search/text-declaration';

type Page = { name: string; intro: string | null; steps: { title: string }[]; sections: { _type: string; heading: string }[] };

const context = { ...recordWords({ locale: 'en', messages: en, retentionDays: 30 }), retentionDays: 30, index: 0 };

function extract(parts: readonly TextPart<Page>[], page: Page) {
  const text = collectPageText();
  extractText(parts, page, text, context);
  return text.collected();
}

describe('the extraction of a page’s search text from its declaration', () => {
  const page: Page = { name: 'Denmark', intro: null, steps: [{ title: 'Sign' }, { title: 'File' }], sections: [{ _type: 'faqSection', heading: 'Questions' }, { _type: 'unknownSection', heading: 'Hidden' }] };

  it('puts each field under its weight, in the declaration’s order, and leaves out empty ones', () => {
    const parts: TextPart<Page>[] = [field('title', (data: Page) => data.name), field('text', (data: Page) => [data.intro, 'Body']), message('heading', 'compare.heading')];
    expect(extract(parts, page)).toEqual({ title: 'Denmark', headings: ['Compare Jurisdictions'], text: 'Body' });
  });

  it('reads each item of a list with its position, and a sub-object only when it is there', () => {
    const parts: TextPart<Page>[] = [
      each((data: Page) => data.steps, [message('text', 'sections.step', (_: { title: string }, { index }) => ({ number: index + 1 })), field('heading', (step: { title: string }) => step.title)]),
      from((data: Page) => data.intro, [field('text', (intro: string) => `never: ${intro}`)]),
      when((data: Page) => data.steps.length > 5, [field('text', () => 'never')]),
    ];
    expect(extract(parts, page)).toEqual({ title: '', headings: ['Sign', 'File'], text: 'Step 1\nStep 2' });
  });

  it('reads a section by its type, and nothing of a type it does not declare', () => {
    const parts: TextPart<Page>[] = [each((data: Page) => data.sections, [{ byType: { faqSection: [field('heading', (section: { heading: string }) => section.heading)] } }])];
    expect(extract(parts, page).headings).toEqual(['Questions']);
  });
});
