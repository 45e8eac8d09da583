import { type FormEvent, useState } from 'react';

/** Each field's error sentence, or null (or absent) when what was typed is fine. */
export type FieldErrors<K extends string> = { readonly [key in K]?: string | null | undefined };

/** True when any field has an error. */
export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some((error) => typeof error === 'string');
}

/**
 * The errors to show: none until submit has been pressed (then every field's, live as the customer
 * types), except the fields a button has checked on its own (the username before "Send code").
 */
export function shownErrors<K extends string>(
  errors: FieldErrors<K>,
  submitted: boolean,
  checked: ReadonlySet<K>,
): FieldErrors<K> {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => checked.has(key as K))) as FieldErrors<K>;
}

/**
 * The web app's one form idiom (apps/web/README.md, "Forms"): the values in one object, every error
 * computed from them by the page each render (components/form-rules.ts), shown after the first submit.
 */
export function useFormState<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [checked, setChecked] = useState<ReadonlySet<keyof V & string>>(new Set());
  return {
    values,
    submitted,
    /** The change handler of one field. */
    set: (key: keyof V) => (value: string) => setValues((old) => ({ ...old, [key]: value })),
    /** The errors to show now (see `shownErrors`). */
    shown: (errors: FieldErrors<keyof V & string>) => shownErrors(errors, submitted, checked),
    /** Shows one field's error ahead of submit; true when it has none. */
    check: (key: keyof V & string, errors: FieldErrors<keyof V & string>) => {
      setChecked((old) => new Set(old).add(key));
      return typeof errors[key] !== 'string';
    },
    /**
     * The form's `onSubmit`: shows every error and runs `action` only when there is none. A refused
     * call has already been toasted by the API client, so its rejection is dropped here.
     */
    onSubmit: (errors: FieldErrors<keyof V & string>, action: () => Promise<unknown>) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (!hasErrors(errors)) void action().catch(() => undefined);
    },
    /** Errors hidden again until the next submit (a field has just appeared, with its hint to read). */
    hideErrors: () => {
      setSubmitted(false);
      setChecked(new Set());
    },
    /** Back to the first values, errors hidden again (after a form that stays on screen was sent). */
    reset: () => {
      setValues(initial);
      setSubmitted(false);
      setChecked(new Set());
    },
  };
}

/** A form's state, for a component that renders some of its fields. */
export type FormState<V extends Record<string, string>> = ReturnType<typeof useFormState<V>>;
