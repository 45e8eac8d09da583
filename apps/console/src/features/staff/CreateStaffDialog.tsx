import { consoleApi, type PayloadIn } from '@demo/contract';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ROLE_OPTIONS } from '../../components/RoleTag';
import { call } from '../../lib/api';
import { newStaffPasswordRules } from '../session/PasswordFields';

type NewStaff = PayloadIn<typeof consoleApi.staffCreate>;

/** The shortest staff password the server accepts (contract: staff/create). */

/** Adds a staff member with a role and an initial password they must replace at first sign-in (SPEC S12). */
export function CreateStaffDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => Promise<unknown>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NewStaff>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    // An invalid form shows its own field messages; there is nothing more to do until it is fixed.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    try {
      const created = await call(consoleApi.staffCreate, values);
      message.success(`${created.displayName} can now sign in as ${created.username}`);
      await onCreated();
      onClose();
    } catch {
      // The API client has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Add staff member"
      okText="Add staff member"
      okButtonProps={{ loading: busy, 'data-testid': 'staff-create-confirm' }}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ role: 'support' }}>
        <Form.Item
          name="username"
          label="Username"
          rules={[
            { required: true, message: 'Required' },
            {
              pattern: /^[a-z0-9_.-]{3,32}$/,
              message: '3-32 lowercase letters, digits, dot, dash or underscore',
            },
          ]}
        >
          <Input autoComplete="off" data-testid="staff-create-username" />
        </Form.Item>
        <Form.Item name="displayName" label="Display name" rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={64} data-testid="staff-create-name" />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true }]}>
          <Select options={ROLE_OPTIONS} data-testid="staff-create-role" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Initial password"
          extra="They must replace it with their own at their first sign-in."
          rules={newStaffPasswordRules}
        >
          <Input.Password autoComplete="new-password" data-testid="staff-create-password" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason (written to the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Please give a reason' }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="staff-create-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
