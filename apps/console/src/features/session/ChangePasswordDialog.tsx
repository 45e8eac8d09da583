import { consoleApi } from '@demo/contract';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';

/** The shortest staff password the server accepts (contract: staff/password). */
const STAFF_PASSWORD_LENGTH_MIN = 10;

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

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
        <Form.Item name="oldPassword" label="Current password" rules={[{ required: true, message: 'Required' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="New password"
          rules={[
            { required: true, message: 'Required' },
            { min: STAFF_PASSWORD_LENGTH_MIN, message: `At least ${STAFF_PASSWORD_LENGTH_MIN} characters` },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Repeat the new password"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: 'Required' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('Does not match')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
