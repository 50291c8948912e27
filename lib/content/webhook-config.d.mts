/** Every document type a page shows; `translation.metadata` links a new translation to its English document. */
export const WEBHOOK_TYPES: readonly string[];
/** The webhook's filter (GROQ), as typed into Sanity's form. */
export const WEBHOOK_FILTER: string;
/** The webhook's projection (GROQ): the body `/api/revalidate` reads. */
export const WEBHOOK_PROJECTION: string;
