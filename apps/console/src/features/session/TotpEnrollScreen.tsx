import { type Body, consoleApi } from '@demo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, List, Spin, Steps, Typography } from 'antd';
import { useState } from 'react';
import { QrCode } from '../../components/QrCode';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/queries';
import { groupedSecret } from './two-factor';

/** The setup key as a block of monospace groups that wrap between groups, never inside one. */
const KEY_STYLE = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 15,
  wordSpacing: 4,
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  padding: '6px 10px',
  marginBottom: 0,
} as const;

/** Setup is asked for once per visit to this screen: a second call would replace the key on screen. */
const SETUP_QUERY_KEY = ['staff-totp-setup'] as const;

/** The setup key from the server, the one-time enable that returns the recovery codes, and the finish. */
function useTotpEnrollment(staff: consoleApi.Staff) {
  const queryClient = useQueryClient();
  const setup = useQuery({
    queryKey: SETUP_QUERY_KEY,
    queryFn: () => call(consoleApi.staffTotpSetup, {}),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function enable({ code }: { code: string }) {
    setBusy(true);
    try {
      const done = await call(consoleApi.staffTotpEnable, { code: code.trim() });
      setRecoveryCodes(done.recoveryCodes);
    } catch {
      // The API client has shown the server's message; the field stays for another code.
    } finally {
      setBusy(false);
    }
  }

  function finish() {
    queryClient.removeQueries({ queryKey: SETUP_QUERY_KEY });
    queryClient.setQueryData(callQuery(consoleApi.staffMe, {}).queryKey, { ...staff, totpEnrolled: true });
  }

  return { setup, busy, recoveryCodes, enable, finish };
}

/** The key as a QR code and as text, and the field that takes a code of it to turn two-factor on. */
function ScanAndConfirm({
  setup,
  busy,
  onEnable,
}: {
  setup: Body<typeof consoleApi.staffTotpSetup>;
  busy: boolean;
  onEnable: (values: { code: string }) => Promise<void>;
}) {
  return (
    <>
      <Flex gap={16} wrap align="center" justify="center" style={{ marginBottom: 16 }}>
        <QrCode value={setup.otpauthUrl} label="QR code of the setup key" testId="totp-qr" />
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography.Paragraph>
            Scan the code with Google Authenticator, Microsoft Authenticator or any TOTP app, or type this key:
          </Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: setup.secret }} data-testid="totp-secret" style={KEY_STYLE}>
            {groupedSecret(setup.secret)}
          </Typography.Paragraph>
        </div>
      </Flex>
      <Form<{ code: string }> layout="vertical" onFinish={onEnable} requiredMark={false} disabled={busy}>
        <Form.Item
          name="code"
          label="The 6-digit code the app shows"
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Enter the 6 digits' }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="totp-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="totp-enable">
          Turn on two-factor sign-in
        </Button>
      </Form>
    </>
  );
}

/** The ten recovery codes, shown this once, and the button that opens the console after. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        message="Save these recovery codes now: they are shown only this once."
        description="Each one signs you in once in place of a code, if your phone is lost. Keep them somewhere safe, not on the phone."
      />
      <List
        bordered
        size="small"
        grid={{ gutter: 8, column: 2 }}
        dataSource={codes}
        data-testid="recovery-codes"
        renderItem={(code) => (
          <List.Item style={{ padding: '4px 8px', margin: 4 }}>
            <Typography.Text code data-testid="recovery-code">
              {code}
            </Typography.Text>
          </List.Item>
        )}
      />
      <Typography.Paragraph copyable={{ text: codes.join('\n') }} style={{ marginTop: 8 }}>
        Copy all codes
      </Typography.Paragraph>
      <Button type="primary" block onClick={onDone} data-testid="totp-done">
        I have saved them — open the console
      </Button>
    </>
  );
}

/**
 * The only screen a staff member sees until they have enrolled an authenticator (SPEC S10): the
 * server refuses every other call. It shows the key as a QR code and as text, takes a code of it,
 * and then shows the ten recovery codes, this once.
 */
export function TotpEnrollScreen({ staff, onSignOut }: { staff: consoleApi.Staff; onSignOut: () => void }) {
  const { setup, busy, recoveryCodes, enable, finish } = useTotpEnrollment(staff);

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5', padding: 12 }}>
      <Card style={{ width: '100%', maxWidth: 520 }} data-testid="totp-enroll">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Set up two-factor sign-in
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Every staff account signs in with a password and a code from an authenticator app. Signed in as{' '}
          {staff.displayName} ({staff.username}).
        </Typography.Paragraph>
        <Steps
          size="small"
          responsive={false}
          current={recoveryCodes === null ? 0 : 1}
          style={{ marginBottom: 16 }}
          items={[{ title: 'Scan and confirm' }, { title: 'Save recovery codes' }]}
        />
        {recoveryCodes === null ? (
          setup.data === undefined ? (
            setup.isError ? (
              <Button onClick={() => void setup.refetch()}>Try again</Button>
            ) : (
              <Spin />
            )
          ) : (
            <ScanAndConfirm setup={setup.data} busy={busy} onEnable={enable} />
          )
        ) : (
          <RecoveryCodes codes={recoveryCodes} onDone={finish} />
        )}
        <Button type="link" block onClick={onSignOut} style={{ marginTop: 8 }}>
          Sign out
        </Button>
      </Card>
    </div>
  );
}
