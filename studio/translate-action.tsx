import { useToast } from '@sanity/ui/toast';
import { useState } from 'react';
import { getPublishedId, useClient, type DocumentActionComponent, type DocumentBadgeComponent, type SanityDocument } from 'sanity';
import { FACTS_API_VERSION } from '../schemas/fields/facts';
import { machineTranslatedDraft, TRANSLATE_PATH, type MachineTranslationMark } from './machine-translation-mark';
import { useEnglishVersion } from './english-version';
import { lastEdited, wordsDiffer } from './stale-translations';

/**
 * "Translate from English": fills a translation's draft with a machine translation of its
 * published English document, made by the site (`POST /api/translate`, which holds the DeepL key
 * and checks the editor's Sanity token), written as one mutation, so a failure leaves the draft as
 * it was. Offered on a translation that is new (never published), still English's words, or
 * behind English; asks first when the translation has words of its own.
 */

type English = { _id: string; _rev: string; wordsChangedAt?: string } & Record<string, unknown>;

/** Why the action is not offered now, or null when it is: a translation that says what English says needs none. */
function upToDate(english: English, draft: SanityDocument | null, published: SanityDocument | null): string | null {
  if (!published) return null;
  const current = draft ?? published;
  if (!wordsDiffer(current, english)) return null;
  const edited = lastEdited(draft, published) ?? '';
  if (english.wordsChangedAt && english.wordsChangedAt > edited) return null;
  return 'This translation is up to date with English.';
}

/** The site's answer to a translation request: the translated document, or the cause it names. */
async function requestTranslation(token: string | undefined, documentId: string, language: string): Promise<Record<string, unknown>> {
  if (!token) throw new Error('The Studio has no Sanity token to show the site: sign out and sign in again.');
  const response = await fetch(TRANSLATE_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ documentId, language }),
  });
  const body = (await response.json().catch(() => null)) as { document?: Record<string, unknown>; error?: string } | null;
  if (!response.ok || !body?.document) throw new Error(body?.error ?? `The site answered ${response.status} ${response.statusText}.`);
  return body.document;
}

/** The document action; only in the Studio's configuration when the site has a DeepL key. */
export const TranslateFromEnglishAction: DocumentActionComponent = ({ id, type, draft, published }) => {
  const client = useClient({ apiVersion: FACTS_API_VERSION });
  const toast = useToast();
  const language = (draft ?? published)?.language as string | undefined;
  const publishedId = getPublishedId(id);
  const english = useEnglishVersion<English>(publishedId, language, '');
  const [state, setState] = useState<'idle' | 'confirm' | 'working'>('idle');
  if (!language || language === 'en') return null;

  const run = async () => {
    if (!english) return;
    setState('working');
    try {
      const translated = await requestTranslation(client.config().token, english._id, language);
      const draftDocument = machineTranslatedDraft(translated, { id: publishedId, type, language }, english._rev, new Date().toISOString());
      await client.createOrReplace(draftDocument);
      toast.push({ status: 'success', title: 'Machine translated from English', description: 'Read every text, correct what needs it, then publish.' });
    } catch (error) {
      toast.push({ status: 'error', title: 'Machine translation failed', description: error instanceof Error ? error.message : String(error), closable: true, duration: 15_000 });
    } finally {
      setState('idle');
    }
  };

  const current = draft ?? published;
  const why = english === undefined ? 'Looking for the English version…' : english === null ? 'Publish the English version first.' : upToDate(english, draft, published);
  const ownWords = Boolean(english && current && wordsDiffer(current, english));
  return {
    label: state === 'working' ? 'Translating…' : 'Translate from English',
    title: why ?? 'Fill this translation with a machine translation of the English document, to review before publishing.',
    disabled: why !== null || state === 'working',
    onHandle: () => (ownWords ? setState('confirm') : void run()),
    dialog:
      state === 'confirm'
        ? {
            type: 'confirm',
            message: 'Replace the texts of this translation with a machine translation of the English document? Its draft will hold the new texts until you publish.',
            onCancel: () => setState('idle'),
            onConfirm: () => void run(),
          }
        : null,
  };
};

/** "Machine translated" on a translation whose words are still the machine's. */
export const MachineTranslatedBadge: DocumentBadgeComponent = ({ draft, published }) => {
  const mark = (draft ?? published)?.machineTranslation as MachineTranslationMark | undefined;
  if (!mark) return null;
  return { label: 'Machine translated', title: `Translated by ${mark.engine} on ${mark.translatedAt.slice(0, 10)}; no editor has changed its texts since.`, color: 'primary' };
};
