import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/**
 * What the one text field of a decision asks for: an optional note, a required reason the customer
 * sees, or the required payout reference of a paid withdrawal.
 */
export type DecisionField = 'note' | 'reason' | 'reference';

const FIELD_LOOK: Record<DecisionField, { label: string; testId: string; required: boolean; lengthMax: number }> = {
  note: { label: 'Note (optional, written to the audit log)', testId: 'note-input', required: false, lengthMax: 500 },
  reason: { label: 'Reason (the customer sees it)', testId: 'reason-input', required: true, lengthMax: 500 },
  reference: {
    label: 'Payout reference (bank UTR or transaction hash)',
    testId: 'payout-reference',
    required: true,
    lengthMax: 128,
  },
};

interface DecisionModalProps {
  title: string;
  /** One sentence on what confirming will do. */
  description: string;
  confirmText: string;
  field: DecisionField;
  /** Replaces the field's usual label, e.g. when the reason is for the audit log, not the customer. */
  fieldLabel?: string;
  danger?: boolean;
  /** Runs the decision; the modal stays open and keeps the text if it rejects. */
  onConfirm: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Confirms one review decision. Nothing changes on screen until the server has answered: money
 * decisions are never shown optimistically.
 */
export function DecisionModal(props: DecisionModalProps) {
  const { title, description, confirmText, field, danger, onConfirm, onClose } = props;
  const [form] = Form.useForm<{ text?: string }>();
  const [busy, setBusy] = useState(false);
  const look = FIELD_LOOK[field];

  async function submit() {
    // An invalid form shows its own field messages; there is nothing more to do until it is fixed.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    try {
      await onConfirm(values.text?.trim() ?? '');
      onClose();
    } catch {
      // The API client has already shown the server's message; keep the dialog for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={title}
      okText={confirmText}
      okButtonProps={{
        danger: danger ?? false,
        loading: busy,
        'data-testid': field === 'reason' ? 'reason-confirm' : 'decision-confirm',
      }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="text"
          label={props.fieldLabel ?? look.label}
          rules={look.required ? [{ required: true, whitespace: true, message: 'Required' }] : []}
        >
          {field === 'reference' ? (
            <Input maxLength={look.lengthMax} autoComplete="off" data-testid={look.testId} autoFocus />
          ) : (
            <Input.TextArea rows={3} maxLength={look.lengthMax} showCount data-testid={look.testId} autoFocus />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
