import { consoleApi } from '@demo/contract';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';
import { PasswordFields, type PasswordForm } from './PasswordFields';

/** Changes the signed-in staff member's own password; the server then ends their other sessions. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    // An invalid form shows its own field messages; there is nothing more to do until it is fixed.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    const { oldPassword, newPassword } = values;
    setBusy(true);
    try {
      await call(consoleApi.staffChangePassword, { oldPassword, newPassword });
      message.success('Password changed. Your other console sessions have been signed out.');
      onClose();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Change password"
      okText="Change password"
      okButtonProps={{ loading: busy }}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <PasswordFields />
      </Form>
    </Modal>
  );
}
