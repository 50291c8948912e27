import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Fixed HKDF salt and infos: each names what its key is for, so the secret's other use (the
 * database credential) and the two keys here can never stand in for one another.
 */
const SALT = 'corporate-site enquiry outbox';
const SEAL_INFO = 'outbox entry encryption, AES-256-GCM, v1';
const DIGEST_INFO = 'outbox client key digest, HMAC-SHA-256, v1';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Authenticated encryption of outbox entries, keyed by `ENQUIRY_OUTBOX_SECRET`. */
export interface OutboxSeal {
  /**
   * Encrypts `text` for the entry `id`, with a fresh random IV.
   * @returns `v1.<iv>.<ciphertext>.<tag>`, each part base64url (no padding)
   */
  seal(id: string, text: string): string;
  /**
   * Decrypts what {@link OutboxSeal.seal} made for the same `id` with the same secret.
   * @returns the text, or null when `sealed` is not in that form, was altered, was sealed for
   *   another id, or with another secret; never throws
   */
  open(id: string, sealed: string): string | null;
  /** A keyed digest of `value` (HMAC-SHA-256, base64url, 43 characters): the same value gives the same digest, and nobody without the secret can tell which value it was. */
  digest(value: string): string;
}

/**
 * Makes the outbox's seal. Entries hold personal data and, once delivered with the site's
 * credential, become enquiries with the time they claim: only what this site sealed may open.
 * The entry's id is the additional authenticated data, so a sealed entry copied under another id
 * does not open either.
 *
 * @param secret - `ENQUIRY_OUTBOX_SECRET` (at least 32 characters, checked by `./config.ts`);
 *   entries sealed with another secret do not open
 */
export function createOutboxSeal(secret: string): OutboxSeal {
  const sealKey = Buffer.from(hkdfSync('sha256', secret, SALT, SEAL_INFO, 32));
  const digestKey = Buffer.from(hkdfSync('sha256', secret, SALT, DIGEST_INFO, 32));

  return {
    seal(id, text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(id, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(id, sealed) {
      const [version, ...parts] = sealed.split('.');
      if (version !== VERSION || parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
      const [iv, ciphertext, tag] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
      // A short tag would weaken the check, so only the full length is taken.
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(id, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    digest: (value) => createHmac('sha256', digestKey).update(value, 'utf8').digest('base64url'),
  };
}
