import { consoleApi } from '@demo/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';
import { newStaffPasswordRules } from '../session/PasswordFields';

/** The shortest staff password the server accepts (contract: staff/password/reset). */

interface ResetForm {
  newPassword: string;
  reason: string;
}

/**
 * Sets another member's password, e.g. when they forgot it (SPEC S12): their sessions end and they
 * must choose their own at their next sign-in, since the admin now knows this one.
 */
export function ResetPasswordDialog({
  member,
  onClose,
  onReset,
}: {
  member: consoleApi.Staff;
  onClose: () => void;
  onReset: () => Promise<unknown>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetForm>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    // An invalid form shows its own field messages; there is nothing more to do until it is fixed.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    try {
      await call(consoleApi.staffPasswordReset, { id: member.id, ...values, reason: values.reason.trim() });
      message.success(`${member.displayName} will choose their own password at their next sign-in`);
      await onReset();
      onClose();
    } catch {
      // The API client has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={`Reset ${member.displayName}'s password`}
      okText="Reset password"
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'staff-reset-password-confirm' }}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Signs them out everywhere. Tell them this password in person; they must replace it with their own at their next
        sign-in.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="newPassword" label="New password" rules={newStaffPasswordRules}>
          <Input.Password autoComplete="new-password" data-testid="staff-reset-password-new" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason (written to the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Please give a reason' }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="staff-reset-password-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
