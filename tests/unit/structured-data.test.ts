import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/seo/JsonLd';
import { faqPageData, portableTextToPlain } from '@/lib/seo/structured-data';

describe('JSON-LD', () => {
  it('cannot be broken out of by content containing </script>', () => {
    const html = renderToStaticMarkup(JsonLd({ data: faqPageData([{ question: 'Q</script><script>alert(1)</script>', answer: 'A' }]) }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('turns Portable Text answers into plain text', () => {
    expect(portableTextToPlain([{ children: [{ text: 'One ' }, { text: 'two' }] }, { children: [{ text: 'Three' }] }])).toBe('One two\n\nThree');
  });
});
