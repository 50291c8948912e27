import { describe, expect, it } from 'vitest';
import { createLakeFaults } from '../../scripts/loopback/lake-faults.mjs';

describe('the loopback lake’s faults', () => {
  it('fails the share of queries asked for, spread evenly, the kinds in turn', () => {
    const faults = createLakeFaults();
    expect(Array.from({ length: 5 }, () => faults.next())).toEqual([null, null, null, null, null]);
    faults.setRate(0.3);
    const answers = Array.from({ length: 20 }, () => faults.next());
    expect(answers.filter((fault) => fault !== null)).toEqual(['drop', 503, 429, 'drop', 503, 429]);
    expect(answers.slice(0, 4)).toEqual([null, null, null, 'drop']);
    expect(faults.stats()).toEqual({ rate: 0.3, faults: { drop: 2, 503: 2, 429: 2 } });
    faults.setRate(0);
    expect(faults.next()).toBeNull();
    expect(() => faults.setRate(2)).toThrow(/between 0 and 1/);
  });
});
