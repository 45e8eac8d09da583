import { type ReactNode, useId } from 'react';
import { Field } from './Field';
import { PasswordInput, TextInput, type TextInputProps } from './TextField';
import type { FormState } from './use-form-state';

type InputProps = Omit<TextInputProps, 'id' | 'value' | 'onChange'>;

interface FormFieldProps<V extends Record<string, string>> extends InputProps {
  form: FormState<V>;
  /** The value in the form's object that this row edits. */
  name: keyof V & string;
  label: string;
  /** The field's error to show now (`form.shown(errors)[name]`). */
  error: string | null | undefined;
  hint?: ReactNode;
}

/** One `Field` row of a `useFormState` form with a text input bound to `form.values[name]`. */
export function FormTextField<V extends Record<string, string>>(props: FormFieldProps<V>) {
  return <FormFieldRow {...props} input={TextInput} />;
}

/** One `Field` row of a `useFormState` form with a password input (show/hide) bound to `name`. */
export function FormPasswordField<V extends Record<string, string>>(props: FormFieldProps<V>) {
  return <FormFieldRow {...props} input={PasswordInput} />;
}

function FormFieldRow<V extends Record<string, string>>({
  form,
  name,
  label,
  error,
  hint,
  input: Input,
  ...inputProps
}: FormFieldProps<V> & { input: typeof TextInput }) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Input {...inputProps} id={id} value={form.values[name] ?? ''} onChange={form.set(name)} />
    </Field>
  );
}
