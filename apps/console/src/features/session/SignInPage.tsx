import { consoleApi } from '@demo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/queries';
import { readToken, saveToken } from '../../lib/session';
import { asksForOtp } from './two-factor';

interface Credentials {
  username: string;
  password: string;
  /** Asked for once the server says the account has an authenticator (SPEC S10). */
  otp?: string;
}

/** Where the shell sent the visitor from, so sign-in can return there. */
function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return '/';
}

/** Staff sign-in, separate from customer login: staff accounts live in their own table. */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  // A staff member who arrives here still signed in (the back button) goes straight to the console.
  // Read once at mount: during sign-in the token exists before the navigation away has finished.
  const [signedInOnArrival] = useState(() => readToken() !== null);

  async function signIn(values: Credentials) {
    setBusy(true);
    try {
      const otp = values.otp?.trim();
      const payload = { username: values.username, password: values.password };
      const { token, staff } = await call(
        consoleApi.staffLogin,
        needsCode && otp !== undefined && otp !== '' ? { ...payload, otp } : payload,
      );
      saveToken(token);
      queryClient.setQueryData(callQuery(consoleApi.staffMe, {}).queryKey, staff);
      await navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      // The API client has shown the server's message; the form stays filled for another try, now
      // with the code field when the server asked for it.
      if (asksForOtp(error)) setNeedsCode(true);
    } finally {
      setBusy(false);
    }
  }

  if (signedInOnArrival) return <Navigate to="/" replace />;

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          DEMO Console
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in with your staff account.</Typography.Paragraph>
        <Form<Credentials> layout="vertical" onFinish={signIn} requiredMark={false} disabled={busy}>
          <Form.Item name="username" label="Username" rules={[{ required: true, message: 'Enter your username' }]}>
            <Input autoComplete="username" autoFocus data-testid="staff-username" />
          </Form.Item>
          <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password autoComplete="current-password" data-testid="staff-password" />
          </Form.Item>
          {needsCode && (
            <Form.Item
              name="otp"
              label="Code from your authenticator app"
              extra="The 6 digits the app shows now, or one of your recovery codes."
              rules={[{ required: true, whitespace: true, message: 'Enter the code' }]}
            >
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                maxLength={16}
                data-testid="staff-otp"
              />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="staff-submit">
            Sign in
          </Button>
        </Form>
      </Card>
    </div>
  );
}
