import { consoleApi } from '@demo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Dropdown, Grid, Layout, Menu, Result, Space, Spin, Typography } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { Suspense, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { RoleTag } from '../components/RoleTag';
import { LedgerAlert } from '../features/ledger/LedgerAlert';
import { useQueueCounts } from '../features/reviews/queue-counts';
import { ChangePasswordDialog } from '../features/session/ChangePasswordDialog';
import { FirstPasswordScreen } from '../features/session/FirstPasswordScreen';
import { SignInActivityDrawer } from '../features/session/SignInActivityDrawer';
import { StaffContext } from '../features/session/staff-context';
import { TotpEnrollScreen } from '../features/session/TotpEnrollScreen';
import { UpiSettlementAlert } from '../features/upi/UpiSettlementAlert';
import { canCall } from '../lib/access';
import { call } from '../lib/api';
import { callQuery } from '../lib/queries';
import { clearToken, readToken } from '../lib/session';
import { MENU, type MenuEntry, menuTree } from './menu';

const { Sider, Header, Content } = Layout;

/** Ends the staff session on the server (best effort) and here, then goes to sign-in. */
function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await call(consoleApi.staffLogout, {});
    } catch {
      // Signing out locally is what matters; the server session expires on its own.
    }
    clearToken();
    queryClient.clear();
    await navigate('/login');
  };
}

/**
 * The signed-in frame: the section menu on the left, who is signed in on the top right, the page in
 * the middle. Without a staff token it sends the visitor to sign-in and brings them back after.
 */
export function Shell() {
  const location = useLocation();
  const hasToken = readToken() !== null;
  const me = useQuery({ ...callQuery(consoleApi.staffMe, {}), enabled: hasToken });
  const signOut = useSignOut();

  if (!hasToken) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (me.data === undefined) {
    if (me.isError) {
      return (
        <Result
          status="warning"
          title="The console could not load your staff account"
          extra={<Button onClick={() => void me.refetch()}>Try again</Button>}
        />
      );
    }
    return <Spin size="large" fullscreen />;
  }
  if (me.data.mustChangePassword) return <FirstPasswordScreen staff={me.data} onSignOut={() => void signOut()} />;
  if (!me.data.totpEnrolled) return <TotpEnrollScreen staff={me.data} onSignOut={() => void signOut()} />;
  return (
    <StaffContext.Provider value={me.data}>
      <Frame staff={me.data} />
    </StaffContext.Provider>
  );
}

function menuItem(entry: MenuEntry, count: number | undefined): ItemType {
  return {
    key: entry.path,
    label: (
      <Link to={`/${entry.path}`} data-testid={entry.testId}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          {entry.label}
          {count !== undefined && count > 0 && (
            <Badge count={count} overflowCount={99} size="small" data-testid={`${entry.testId}-count`} />
          )}
        </Space>
      </Link>
    ),
  };
}

/** Top-level sections, then the titled groups (always open: a review queue is one click away). */
function menuItems(role: consoleApi.Staff['role'], counts: Record<string, number>): ItemType[] {
  const tree = menuTree(role);
  return [
    ...tree.top.map((e) => menuItem(e, counts[e.path])),
    ...tree.groups.map(({ group, entries }) => ({
      type: 'group' as const,
      key: group.key,
      label: <span data-testid={group.testId}>{group.label}</span>,
      children: entries.map((e) => menuItem(e, counts[e.path])),
    })),
  ];
}

/** The section menu, in the side bar on a wide screen and in the drawer on a narrow one. */
function SectionMenu({
  staff,
  section,
  theme,
  onPicked,
}: {
  staff: consoleApi.Staff;
  section: string;
  theme: 'dark' | 'light';
  onPicked?: () => void;
}) {
  const navigate = useNavigate();
  const counts = useQueueCounts(staff.role);
  return (
    <Menu
      theme={theme}
      mode="inline"
      selectedKeys={[section]}
      // The link inside an item only covers its text; a click elsewhere on the item navigates here.
      onClick={({ key, domEvent }) => {
        if (!domEvent.defaultPrevented) void navigate(`/${key}`);
        onPicked?.();
      }}
      items={menuItems(staff.role, counts)}
    />
  );
}

const BRAND_STYLE = { color: '#fff', fontWeight: 600, fontSize: 18, letterSpacing: 0.5 } as const;

/** What the account's buttons do, shared by the wide bar and the narrow dropdown. */
type AccountActions = {
  staff: consoleApi.Staff;
  onActivity: () => void;
  onPassword: () => void;
  onSignOut: () => void;
};

/** On a phone: the section menu's button and the brand on the left, the account as one dropdown. */
function NarrowHeaderBar({
  menuOpen,
  onOpenMenu,
  ...account
}: AccountActions & { menuOpen: boolean; onOpenMenu: () => void }) {
  return (
    <>
      <Space size="small">
        <Button
          type="text"
          aria-label="Open the section menu"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          style={{ color: '#fff', fontSize: 20 }}
          data-testid="open-section-menu"
        >
          ☰
        </Button>
        <span style={{ ...BRAND_STYLE, fontSize: 16 }}>DEMO Console</span>
      </Space>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'role', label: <RoleTag role={account.staff.role} />, disabled: true },
            { key: 'activity', label: <span data-testid="sign-in-activity-open">Recent sign-ins</span> },
            { key: 'password', label: <span data-testid="change-password">Change password</span> },
            { key: 'sign-out', label: <span data-testid="sign-out">Sign out</span> },
          ],
          onClick: ({ key }) => {
            if (key === 'activity') account.onActivity();
            if (key === 'password') account.onPassword();
            if (key === 'sign-out') account.onSignOut();
          },
        }}
      >
        <Button type="text" style={{ color: '#fff' }} data-testid="staff-name">
          {account.staff.displayName} ▾
        </Button>
      </Dropdown>
    </>
  );
}

/** On a wide screen: who is signed in, their role and the account's buttons in a row. */
function WideAccountBar({ staff, onActivity, onPassword, onSignOut }: AccountActions) {
  return (
    <Space size="middle">
      <Typography.Text strong data-testid="staff-name">
        {staff.displayName}
      </Typography.Text>
      <RoleTag role={staff.role} />
      <Button onClick={onActivity} data-testid="sign-in-activity-open">
        Recent sign-ins
      </Button>
      <Button onClick={onPassword} data-testid="change-password">
        Change password
      </Button>
      <Button onClick={onSignOut} data-testid="sign-out">
        Sign out
      </Button>
    </Space>
  );
}

/**
 * The signed-in frame. On a wide screen (antd's `lg`, 992 px and up) the section menu is a side bar
 * and the staff member's name and buttons sit on the top right; on a phone the menu opens from a
 * button in the top bar as a drawer, and the account's actions are one dropdown, so the page keeps
 * the whole width.
 */
function Frame({ staff }: { staff: consoleApi.Staff }) {
  const location = useLocation();
  const [changingPassword, setChangingPassword] = useState(false);
  const [activityOpen, setActivityOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const narrow = Grid.useBreakpoint().lg === false;
  const section = location.pathname.split('/')[1] ?? '';
  const entry = MENU.find((e) => e.path === section);
  const allowed = entry === undefined || canCall(entry.call, staff.role);

  const signOut = useSignOut();
  const account: AccountActions = {
    staff,
    onActivity: () => setActivityOpen(true),
    onPassword: () => setChangingPassword(true),
    onSignOut: () => void signOut(),
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!narrow && (
        <Sider width={220} theme="dark">
          <div style={{ ...BRAND_STYLE, padding: '18px 24px' }}>DEMO Console</div>
          <SectionMenu staff={staff} section={section} theme="dark" />
        </Sider>
      )}
      {narrow && (
        <Drawer
          placement="left"
          size={260}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title="DEMO Console"
          styles={{ body: { padding: 0 } }}
        >
          <SectionMenu staff={staff} section={section} theme="light" onPicked={() => setMenuOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <Header
          style={{
            background: narrow ? '#001529' : '#fff',
            padding: narrow ? '0 12px' : '0 24px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: narrow ? 'space-between' : 'flex-end',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          {narrow ? (
            <NarrowHeaderBar {...account} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
          ) : (
            <WideAccountBar {...account} />
          )}
        </Header>
        <LedgerAlert role={staff.role} />
        <UpiSettlementAlert role={staff.role} />
        <Content style={{ margin: narrow ? 12 : 24, minWidth: 0 }}>
          <Suspense fallback={<Spin />}>
            {allowed ? (
              <Outlet />
            ) : (
              <Result
                status="403"
                title="Not available to your role"
                subTitle="Ask an admin if you need this section."
              />
            )}
          </Suspense>
        </Content>
      </Layout>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <SignInActivityDrawer open={activityOpen} onClose={() => setActivityOpen(false)} />
    </Layout>
  );
}
