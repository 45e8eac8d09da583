import { consoleApi } from '@demo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/queries';
import { readToken, saveToken } from '../../lib/session';

interface Credentials {
  username: string;
  password: string;
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
  // A staff member who arrives here still signed in (the back button) goes straight to the console.
  // Read once at mount: during sign-in the token exists before the navigation away has finished.
  const [signedInOnArrival] = useState(() => readToken() !== null);

  async function signIn(values: Credentials) {
    setBusy(true);
    try {
      const { token, staff } = await call(consoleApi.staffLogin, values);
      saveToken(token);
      queryClient.setQueryData(callQuery(consoleApi.staffMe, {}).queryKey, staff);
      await navigate(returnPath(location.state), { replace: true });
    } catch {
      // The API client has shown the server's message; the form stays filled for another try.
    } finally {
      setBusy(false);
    }
  }

  if (signedInOnArrival) return <Navigate to="/" replace />;

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }}>
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
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="staff-submit">
            Sign in
          </Button>
        </Form>
      </Card>
    </div>
  );
}
