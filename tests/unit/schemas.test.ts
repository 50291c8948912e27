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
