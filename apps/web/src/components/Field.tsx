import type { ReactNode } from 'react';

export interface FieldProps {
  label: string;
  /** The id of the control, so the label names it for screen readers. */
  htmlFor?: string;
  /** An error sentence (shown in red) or a neutral hint. */
  error?: string | null | undefined;
  hint?: ReactNode;
  good?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/** One labelled form row: label, control, and below it the field's error or hint. */
export function Field({ label, htmlFor, error, hint, good, children, 'data-testid': testId }: FieldProps) {
  return (
    <div className="field" data-testid={testId}>
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error ? (
        <div className="field-hint field-hint--bad" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </div>
      ) : hint ? (
        <div className={good ? 'field-hint field-hint--good' : 'field-hint'}>{hint}</div>
      ) : null}
    </div>
  );
}
