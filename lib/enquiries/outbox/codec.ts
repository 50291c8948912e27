import { z } from 'zod';
import { contactSchema, formationSchema } from '../schemas';
import type { DeadLetterReason, OutboxEntry } from './entry';
import { createOutboxSeal } from './seal';

/** An entry as read back: checked again, as anything in the outbox's store may have been changed. */
const entrySchema = (() => {
  const common = {
    id: z.uuid(),
    receivedAt: z.iso.datetime().refine((value) => Number.isFinite(Date.parse(value))),
    // As long as `clientAddress` makes it.
    clientKey: z.string().min(1).max(200),
  };
  return z
    .discriminatedUnion('form', [
      z.object({ ...common, form: z.literal('contact'), enquiry: contactSchema }),
      z.object({ ...common, form: z.literal('formation'), enquiry: formationSchema }),
    ])
    .refine((entry) => entry.enquiry.id === entry.id);
})();

/** What reading one stored entry gave: the entry, or why it is a dead letter. */
export type DecodedEntry = { ok: true; entry: OutboxEntry } | { ok: false; reason: Exclude<DeadLetterReason, 'refused'> };

/** Turns entries into the sealed text the outboxes store, and back. */
export interface EntryCodec {
  /** The entry as sealed text (`./seal.ts`), bound to its id. */
  encode(entry: OutboxEntry): string;
  /**
   * Opens and validates what was stored under `id`: the enquiry by the form's own schema
   * (`../schemas.ts`), which gives back what it was given for an enquiry it made.
   * @returns the entry, or `unreadable` (does not open: forged, altered, moved to another id,
   *   sealed with another secret) or `invalid` (opens but is no entry, or names another id);
   *   never throws
   */
  decode(id: string, text: string): DecodedEntry;
  /** A keyed digest of a client key, to count by without storing the address (`./seal.ts`). */
  clientDigest(clientKey: string): string;
}

/** @param secret - `ENQUIRY_OUTBOX_SECRET` */
export function createEntryCodec(secret: string): EntryCodec {
  const seal = createOutboxSeal(secret);
  return {
    encode: (entry) => seal.seal(entry.id, JSON.stringify(entry)),
    decode(id, text) {
      const opened = seal.open(id, text);
      if (opened === null) return { ok: false, reason: 'unreadable' };
      let value: unknown;
      try {
        value = JSON.parse(opened);
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const parsed = entrySchema.safeParse(value);
      return parsed.success && parsed.data.id === id ? { ok: true, entry: parsed.data } : { ok: false, reason: 'invalid' };
    },
    clientDigest: (clientKey) => seal.digest(clientKey),
  };
}
