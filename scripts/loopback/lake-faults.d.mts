/** A fault the loopback lake answers a query with: the connection dropped, 503, or 429 with `Retry-After: 1`. */
export type LakeFault = 'drop' | 503 | 429;

export interface LakeFaults {
  /** From now on, fail this share of queries (0 to 1). @throws Error outside 0 to 1 */
  setRate(rate: number): void;
  /** The fault for the query being answered, or `null` to answer it. */
  next(): LakeFault | null;
  /** The rate, and the faults answered so far by kind. */
  stats(): { rate: number; faults: { drop: number; 503: number; 429: number } };
}

export function createLakeFaults(): LakeFaults;
export function answerFault(res: import('node:http').ServerResponse, fault: LakeFault): void;
