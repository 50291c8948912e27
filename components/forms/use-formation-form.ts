'use client';

import { useState } from 'react';
import { formationInput, stringValues } from '@/lib/enquiries/form-values';
import { formationSchema, MAX_FOUNDERS, toFieldErrors, type FieldErrors } from '@/lib/enquiries/schemas';
import type { SubmissionState } from '@/lib/enquiries/submission';
import { submitFormation } from './actions';
import { formValuesInDom, useResultFocus, useSubmission } from './use-submission';

/** One founder block's values (docs/requirements.md, §3 Founder): a person or a company, the CVR number and foreign flag for companies. */
export type Founder = { type: 'person' | 'company'; name: string; cvr: string; isForeign: boolean };

const blankFounders = (count: number): Founder[] =>
  Array.from({ length: count }, () => ({ type: 'person', name: '', cvr: '', isForeign: false }));

/** Founders `0 .. count-1` as the form's values hold them. */
function foundersFrom(sent: Record<string, string>, count: number): Founder[] {
  return blankFounders(count).map((blank, i) => ({
    type: sent[`founders.${i}.type`] === 'company' ? 'company' : blank.type,
    name: sent[`founders.${i}.name`] ?? '',
    cvr: sent[`founders.${i}.cvr`] ?? '',
    isForeign: sent[`founders.${i}.isForeign`] === 'on',
  }));
}

/**
 * The state of the formation form (docs/requirements.md, §3 Application form, §5, §8), wired to its Server Action
 * by {@link useSubmission}. Choosing a number lists that many blank persons and clears the
 * errors; success resets every field; an `invalid` answer shows its field errors.
 *
 * @param permalink the page's own localized path, where the no-JS form posts
 * @returns the submission (`state`, `formAction`, `onSubmit`, `pending`, `id`) and the ref for
 * its result notice; `allBlocks`, all `MAX_FOUNDERS` founder blocks as the form held them when
 * React took over (rendered until hydrated); `count`, the chosen number as the select's value
 * (`''` for none); `founders`, the blocks of that number; `structure` (`''` for none); `errors`
 * by field path; and the setters `chooseCount`, `updateFounder` and `setStructure`.
 */
export function useFormationForm(permalink: string) {
  const { state, serverState, formAction, onSubmit, pending, id } = useSubmission(submitFormation, permalink, validate, onResult);
  const resultRef = useResultFocus(state);
  // Without JavaScript the page is rendered again with what was sent (`sent`); start from that.
  const sent = serverState.values;
  // Start from what the form holds when React takes over: the visitor may have chosen and typed
  // before React loaded (it loads on first use of the form,
  // components/widgets/react-on-intent.ts). On the server, and in the first (hydrating) render,
  // every block is rendered with those values, so the markup matches the DOM; hydrated, only the
  // chosen number of founders.
  const [initial] = useState(() => formValuesInDom('form.formation-form') ?? sent);
  const [allBlocks] = useState(() => foundersFrom(initial, MAX_FOUNDERS));
  const [count, setCount] = useState(initial.numberOfFounders ?? '');
  const [founders, setFounders] = useState<Founder[]>(() => allBlocks.slice(0, Number(count) || 0));
  const [structure, setStructure] = useState(initial.companyStructure ?? '');
  const [errors, setErrors] = useState<FieldErrors>(serverState.fieldErrors);

  function validate(form: FormData) {
    const values = stringValues(form);
    const result = formationSchema.safeParse(formationInput(values, crypto.randomUUID()));
    setErrors(result.success ? {} : toFieldErrors(result.error));
    return result.success;
  }

  function onResult(next: SubmissionState) {
    if (next.status === 'success') {
      setCount('');
      setFounders([]);
      setStructure('');
      setErrors({});
    } else if (next.status === 'invalid') {
      setErrors(next.fieldErrors);
    }
  }

  function chooseCount(value: string) {
    setCount(value);
    setFounders(blankFounders(Number(value) || 0));
    setErrors({});
  }

  const updateFounder = (index: number, patch: Partial<Founder>) =>
    setFounders((current) => current.map((f, i) => (i === index ? { ...f, ...patch } : f)));

  return { state, formAction, onSubmit, pending, id, resultRef, allBlocks, count, founders, structure, errors, chooseCount, updateFounder, setStructure };
}
