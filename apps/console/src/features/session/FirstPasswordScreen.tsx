import { consoleApi } from '@demo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/queries';
import { PasswordFields, type PasswordForm } from './PasswordFields';

/**
 * The only screen a staff member sees while their password is the one printed at first start
 * (SPEC S4): the server refuses every other call until it is replaced, so the console offers nothing else.
 */
export function FirstPasswordScreen({ staff, onSignOut }: { staff: consoleApi.Staff; onSignOut: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function submit({ oldPassword, newPassword }: PasswordForm) {
    setBusy(true);
    try {
      await call(consoleApi.staffChangePassword, { oldPassword, newPassword });
      message.success('Password changed. Welcome to the console.');
      queryClient.setQueryData(callQuery(consoleApi.staffMe, {}).queryKey, { ...staff, mustChangePassword: false });
    } catch {
      // The API client has shown the server's message; the form stays filled for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 420 }} data-testid="first-password">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Choose your own password
        </Typography.Title>
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${staff.displayName} (${staff.username}) signed in with the password printed when the server first started.`}
          description="Anyone who read the server's log has seen it. Replace it before using the console; your other console sessions will be signed out."
        />
        <Form<PasswordForm> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
          <PasswordFields />
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="first-password-submit">
            Change password
          </Button>
        </Form>
        <Button type="link" block onClick={onSignOut} style={{ marginTop: 8 }}>
          Sign out
        </Button>
      </Card>
    </div>
  );
}
