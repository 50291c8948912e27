import { describe, expect, it } from 'vitest';
import { processSingleton, processSlot } from '@/lib/process/singleton';

// Bundles that Next builds apart share one value per name, as two imports of the helper do here.
describe('process-wide values', () => {
  it('makes a singleton once and hands every caller the same value until its slot is cleared', () => {
    const name = `test-${Math.random()}`;
    let made = 0;
    const make = () => ({ made: ++made });
    const first = processSingleton(name, make);
    expect(processSingleton(name, make)).toBe(first);
    expect(made).toBe(1);
    processSlot(name).clear();
    expect(processSingleton(name, make)).toEqual({ made: 2 });
  });

  it('keeps nothing when making the value throws', () => {
    const name = `test-${Math.random()}`;
    const fail = (): never => {
      throw new Error('no');
    };
    expect(() => processSingleton(name, fail)).toThrow('no');
    expect(processSlot(name).get()).toBeUndefined();
  });

  it('lets a slot be set, replaced and read under one key prefix on globalThis', () => {
    const name = `test-${Math.random()}`;
    const slot = processSlot<number>(name);
    expect(slot.get()).toBeUndefined();
    slot.set(1);
    processSlot<number>(name).set(2);
    expect(slot.get()).toBe(2);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for(`corporate-formation-site.${name}`)]).toBe(2);
  });
});
