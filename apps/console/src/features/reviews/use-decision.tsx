import { type ReactNode, useState } from 'react';
import { type DecisionField, DecisionModal } from '../../components/DecisionModal';

/** One decision waiting for its confirmation: what the modal says and what confirming runs. */
export interface DecisionSpec {
  title: string;
  description: string;
  confirmText: string;
  field: DecisionField;
  fieldLabel?: string;
  danger?: boolean;
  /** Makes the call, reports the server's answer and refreshes the queue. */
  run: (text: string) => Promise<unknown>;
}

/** A page's one decision dialog: `ask` opens it with a spec, `modal` goes into the page. */
export function useDecision(): { ask: (spec: DecisionSpec) => void; modal: ReactNode } {
  const [spec, setSpec] = useState<DecisionSpec | null>(null);
  const modal =
    spec === null ? null : (
      <DecisionModal
        title={spec.title}
        description={spec.description}
        confirmText={spec.confirmText}
        field={spec.field}
        {...(spec.fieldLabel === undefined ? {} : { fieldLabel: spec.fieldLabel })}
        danger={spec.danger ?? spec.field === 'reason'}
        onConfirm={spec.run}
        onClose={() => setSpec(null)}
      />
    );
  return { ask: setSpec, modal };
}
