import { describe, expect, it } from 'vitest';
import { schemaTypes } from '@/schemas';

/** The parts of a schema type or field definition this test reads. */
type Node = {
  name?: string;
  type?: string;
  description?: unknown;
  preview?: unknown;
  fields?: Node[];
  of?: Node[];
};

const asNode = (value: unknown): Node => value as Node;

/**
 * Paths (`type.field`, `[]` for array members) of every field under `fields` without an
 * editor-facing description, walking nested objects and the fields of inline array members.
 */
function fieldsWithoutDescription(node: Node, path: string): string[] {
  const missing: string[] = [];
  for (const field of node.fields ?? []) {
    const fieldPath = `${path}.${field.name}`;
    if (typeof field.description !== 'string' || field.description.trim() === '') missing.push(fieldPath);
    missing.push(...fieldsWithoutDescription(field, fieldPath));
  }
  for (const member of node.of ?? []) missing.push(...fieldsWithoutDescription(member, `${path}[]`));
  return missing;
}

describe('schema types', () => {
  const types = schemaTypes.map(asNode);

  it('include the document types', () => {
    const names = types.map((t) => t.name);
    for (const name of ['siteSettings', 'homePage', 'heroSlide', 'service', 'jurisdiction', 'region', 'servicePage', 'pricingItem', 'faq']) {
      expect(names).toContain(name);
    }
  });

  it('describe every field for editors', () => {
    const missing = types.flatMap((t) => fieldsWithoutDescription(t, t.name ?? '?'));
    expect(missing).toEqual([]);
  });

  it('give every document and object type a preview', () => {
    const withoutPreview = types.filter((t) => (t.type === 'document' || t.type === 'object') && !t.preview).map((t) => t.name);
    expect(withoutPreview).toEqual([]);
  });
});

describe('Insert a fact only where a figure can stand', () => {
  /** The `options.figures` of the field at `path` (`type.field.inner`), through named object types. */
  const types = new Map(schemaTypes.map((t) => [t.name, asNode(t)]));
  const figuresOption = (path: string): unknown => {
    const [typeName, ...names] = path.split('.');
    let node: (Node & { options?: { figures?: unknown } }) | undefined = types.get(typeName ?? '');
    for (const name of names) {
      const field: (Node & { options?: { figures?: unknown } }) | undefined = node?.fields?.find((f) => f.name === name);
      node = field?.fields ? field : (types.get(field?.type ?? '') ?? field);
    }
    return node?.options?.figures;
  };

  it.each(['siteSettings.email', 'siteSettings.phone', 'siteSettings.address.street', 'siteSettings.address.postcode', 'siteSettings.companyName', 'location.city', 'link.path', 'jurisdiction.countryCode', 'heroSlide.imageAlt', 'seo.imageAlt'])('%s never holds a figure', (path) => {
    expect(figuresOption(path)).toBe(false);
  });

  it.each(['siteSettings.tagline', 'hero.heading', 'hero.intro', 'seo.description'])('%s may', (path) => {
    expect(figuresOption(path)).toBeUndefined();
  });
});
