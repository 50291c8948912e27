import { useEffect, useState } from 'react';
import { defineLocaleResourceBundle, useSyncState, useValidationStatus, type DocumentActionComponent, type DocumentActionProps } from 'sanity';

/**
 * How long (ms) a document must be still before Publish goes ahead: Sanity validates a changed
 * value after a short delay, and judged within it a half-typed value as the document's current one.
 */
export const SETTLE_MS = 600;

/** How long (ms) a held Publish waits for a validation error to go before it lets the editor see it. */
export const GIVE_UP_MS = 8000;

/**
 * Sanity's Publish action, which waits until the last keystroke is saved and validated.
 * Clicked right after typing a phone number key by key, Sanity's own action
 * judged a half-typed value of the same revision ("+45 33 ") and refused with "Please fix the
 * validation errors before publishing", though the form showed no error; a second click
 * published. This one holds the click ("Publishing when saved…") until the document has been
 * still for {@link SETTLE_MS}, is saved, and its validation is of its current revision and finds
 * no error; then it hands the click to Sanity's action, which publishes at once. An error that is
 * still there after {@link GIVE_UP_MS} is real: the document stays unpublished, with the field
 * marked and Publish disabled, as Sanity does.
 * https://www.sanity.io/docs/studio/document-actions (replacing a built-in action)
 */
export function settledPublish(original: DocumentActionComponent): DocumentActionComponent {
  const SettledPublish: DocumentActionComponent = (props: DocumentActionProps) => {
    const action = original(props);
    // What Sanity's Publish validates: the draft when there is one.
    const validation = useValidationStatus(props.draft?._id ?? props.id, props.type, true);
    const { isSyncing } = useSyncState(props.id, props.type);
    const revision = (props.draft ?? props.published)?._rev;
    const settled = !isSyncing && !validation.isValidating && validation.revision === revision;
    const hasErrors = validation.validation.some((marker) => marker.level === 'error');
    const [held, setHeld] = useState(false);
    const [heldAt, setHeldAt] = useState(0);
    const [changedAt, setChangedAt] = useState(() => Date.now());
    const [draft, setDraft] = useState(props.draft);
    // The moment of the last change, recorded while rendering (React's pattern for state derived from props).
    if (draft !== props.draft) {
      setDraft(props.draft);
      setChangedAt(Date.now());
    }
    useEffect(() => {
      if (!held || !settled) return;
      if (hasErrors) {
        // The marker of a half-typed value outlived it by a moment in Sanity's validation, with
        // the document's current revision (the Studio tests saw it); a real error stays: give up
        // then, and the form shows it with Publish disabled, as Sanity does.
        const timer = setTimeout(() => setHeld(false), Math.max(0, heldAt + GIVE_UP_MS - Date.now()));
        return () => clearTimeout(timer);
      }
      const timer = setTimeout(() => {
        setHeld(false);
        action?.onHandle?.();
      }, Math.max(0, changedAt + SETTLE_MS - Date.now()));
      return () => clearTimeout(timer);
    }, [held, heldAt, settled, hasErrors, changedAt, action]);
    if (!action) return null;
    if (held) return { ...action, label: 'Publishing when saved…', disabled: true, onHandle: undefined };
    return {
      ...action,
      onHandle: () => {
        setHeld(true);
        setHeldAt(Date.now());
      },
    };
  };
  SettledPublish.action = original.action;
  SettledPublish.displayName = 'SettledPublishAction';
  return SettledPublish;
}

/**
 * Sanity's words when it still refuses a publish (clicked while a change was being checked, and
 * the check found an error), in the editor's terms: what to look for and what to do.
 * https://www.sanity.io/docs/studio/localizing-studio-ui (overriding a string of a namespace)
 */
export const publishRefusedWords = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'structure',
  resources: {
    'action.publish.validation-issues-toast.description':
      'Not published: a field has an error or was still being checked. Look for a red mark in the form, then click Publish again.',
  },
});
