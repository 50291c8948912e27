import { formatFact } from '../facts/format';
import type { Locale } from '../i18n/locales';

/** A process step's duration as the English document holds it (`processStep.duration`). */
export type StepDuration = { _key: string; duration: { from: number | null; to: number | null; unit: 'hour' | 'day' | 'week' | 'month' | null } | null };

/**
 * Process steps with their time in `locale`'s words: a step's own `timeline` text
 * wins (words such as "Same day"); otherwise the English step with the same `_key` gives its
 * `duration`, formatted like every fact ("1-2 weeks", "1-2 uger"). Steps with neither keep no
 * timeline.
 * @param durations - the English document's steps that have a duration
 */
export function withStepDurations<Step extends { _key: string; timeline: string | null }>(
  steps: readonly Step[],
  durations: readonly StepDuration[] | null | undefined,
  locale: Locale,
): Step[] {
  const byKey = new Map((durations ?? []).map((step) => [step._key, step.duration]));
  return steps.map((step) => {
    const duration = byKey.get(step._key);
    if (step.timeline || duration?.from == null || !duration.unit) return step;
    const value = { kind: 'duration', from: duration.from, ...(duration.to != null ? { to: duration.to } : {}), unit: duration.unit } as const;
    return { ...step, timeline: formatFact(locale, value) };
  });
}
