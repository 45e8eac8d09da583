import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/** The longest reason the server stores (contract: `reason` max 500). */
const REASON_LENGTH_MAX = 500;

interface ReasonModalProps {
  open: boolean;
  title: string;
  /** One sentence on what confirming will do. */
  description: string;
  confirmText: string;
  danger?: boolean;
  /** Runs the change; the modal stays open and keeps the reason if it rejects. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks why before any change: the reason is required and goes to the audit log with the action.
 */
export function ReasonModal({ open, title, description, confirmText, danger, onConfirm, onClose }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    // An invalid form shows its own field messages; there is nothing more to do until it is fixed.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    const { reason } = values;
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch {
      // The API client has already shown the server's message; keep the dialog for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      okButtonProps={{ danger: danger ?? false, loading: busy, 'data-testid': 'reason-confirm' }}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="Reason (written to the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Please give a reason' }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_LENGTH_MAX} showCount data-testid="reason-input" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
