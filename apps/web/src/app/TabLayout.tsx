import TabBar from 'antd-mobile/es/components/tab-bar';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useFeedbackAnswers } from '../features/feedback/use-feedback-answers';
import { useNoticeUnread } from '../features/news/queries';
import { useNoticeAnnouncements } from '../features/news/use-notice-announcements';
import { useSecurityNotices } from '../features/security/use-security-notices';
import { useContractNoteNotices } from '../features/statements/queries';
import { AppHeader } from './AppHeader';
import { activeTabKey, visibleTabs } from './config';
import { PageFallback } from './lazy-page';
import { PageErrorBoundary } from './PageErrorBoundary';

/** The frame of the tab pages: header on top, the page, the bottom tab bar. */
export function TabLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs();
  // A sign-in from a new device is told wherever the customer is in the app (A17).
  useSecurityNotices();
  // A notice published in the console counts as unread on the News tab at once (W6).
  useNoticeAnnouncements();
  // A staff answer to the customer's feedback is toasted wherever they are (W12).
  useFeedbackAnswers();
  // A day's contract note is told when the engine writes it (ST16).
  useContractNoteNotices();
  const unreadNotices = useNoticeUnread().data?.unread ?? 0;
  return (
    <div className="page">
      <AppHeader />
      <main className="with-tabbar" style={{ flex: 1 }}>
        <PageErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <nav className="tab-bar" aria-label={t('common.appTitle')}>
        <TabBar
          activeKey={activeTabKey(location.pathname)}
          onChange={(key) => {
            const tab = tabs.find((x) => x.key === key);
            if (tab) navigate(tab.path);
          }}
        >
          {tabs.map((tab) => (
            <TabBar.Item
              key={tab.key}
              icon={<tab.icon />}
              badge={tab.key === 'news' && unreadNotices > 0 ? String(Math.min(unreadNotices, 99)) : undefined}
              title={<span data-testid={`tab-${tab.key}`}>{t(`tab.${tab.key}`)}</span>}
            />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
