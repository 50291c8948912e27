import { Card, Stack, Text } from '@sanity/ui';
import type { SanityDocument } from 'sanity';
import type { MachineTranslationMark } from './machine-translation-mark';

/**
 * The note above a translation whose words are still a machine's: what wrote them, when, and what
 * the editor is to do. Nothing once an editor has changed a text.
 */
export function MachineTranslationNote({ document }: { document: SanityDocument }) {
  const mark = document.machineTranslation as MachineTranslationMark | undefined;
  if (!mark) return null;
  return (
    <Card padding={3} radius={2} tone="primary" border data-testid="machine-translation-note">
      <Stack gap={2}>
        <Text size={1} weight="semibold">
          Machine translated by {mark.engine} on {mark.translatedAt.slice(0, 10)}
        </Text>
        <Text size={1}>
          Read every text against the English document and correct what needs it. The mark goes when you change a text; the translation is listed under
          “Machine translated, to review” until then. Figures, company types and the brand are as in English.
        </Text>
      </Stack>
    </Card>
  );
}
