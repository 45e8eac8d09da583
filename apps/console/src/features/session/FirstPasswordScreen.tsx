import { consoleApi } from '@demo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/queries';
import { PasswordFields, type PasswordForm } from './PasswordFields';

/** Why the password must go, in the member's terms: who else has seen it (S4, S12). */
const BECAUSE_TEXT = {
  printed: {
    message: (staff: consoleApi.Staff) =>
      `${staff.displayName} (${staff.username}) signed in with the password printed when the server first started.`,
    description:
      "Anyone who read the server's log has seen it. Replace it before using the console; your other console sessions will be signed out.",
  },
  set_by_admin: {
    message: () => 'Your password was set by an administrator; choose your own to continue.',
    description: 'The administrator who set it knows it. Nothing else in the console opens until you replace it.',
  },
} as const;

/**
 * The only screen a staff member sees while their password is one somebody else chose, printed at
 * first start (SPEC S4) or set by an admin (S12): the server refuses every other call until it is
 * replaced, so the console offers nothing else.
 */
export function FirstPasswordScreen({ staff, onSignOut }: { staff: consoleApi.Staff; onSignOut: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // A flag without a reason cannot come from the server (a check constraint); read it as the older one.
  const because = staff.mustChangeBecause ?? 'printed';

  async function submit({ oldPassword, newPassword }: PasswordForm) {
    setBusy(true);
    try {
      await call(consoleApi.staffChangePassword, { oldPassword, newPassword });
      message.success('Password changed. Welcome to the console.');
      queryClient.setQueryData(callQuery(consoleApi.staffMe, {}).queryKey, {
        ...staff,
        mustChangePassword: false,
        mustChangeBecause: null,
      });
    } catch {
      // The API client has shown the server's message; the form stays filled for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5', padding: 12 }}>
      <Card style={{ width: '100%', maxWidth: 420 }} data-testid="first-password" data-because={because}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Choose your own password
        </Typography.Title>
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={BECAUSE_TEXT[because].message(staff)}
          description={BECAUSE_TEXT[because].description}
          data-testid="first-password-because"
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
