import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Tag from 'antd-mobile/es/components/tag';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NoticeIcon } from '../../components/icons';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { AccountSummaryCard } from '../../features/account/AccountSummaryCard';
import { AiEntry } from '../../features/ai-products/AiEntry';
import '../../features/ai-products/ai.css';
import { useCategories, useNotices, useSettings } from '../../features/content/queries';
import { CategoryTabs } from '../../features/markets/CategoryTabs';
import { ConnectionBadge } from '../../features/markets/ConnectionBadge';
import { CategoryQuotes } from '../../features/markets/QuoteList';
import { NewSharesEntry } from '../../features/new-shares/NewSharesEntry';
import { useNoticeUnread } from '../../features/news/queries';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import { useSession } from '../../lib/session-store';

const MARQUEE_NOTICES = 5;
/** The tab key of the watchlist among the category tabs (stored in `productCategory` like them). */
const WATCHLIST_TAB = 'watchlist';
/** The category whose quotes also have a bid/ask page of their own. */
const FOREX_CATEGORY = 'forex';

// Only signed-in users who open the tab need the watchlist, its sheet and its dialogs.
const WatchlistPanel = lazy(() =>
  import('../../features/markets/WatchlistPanel').then((m) => ({ default: m.WatchlistPanel })),
);

/** Home (the Markets tab): notices, live quotes by category with the watchlist, then the account summary and entries. */
export function HomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const categories = useCategories();
  const loggedIn = useSession((s) => s.token !== null);
  const category = usePrefs((s) => s.productCategory);
  const setCategory = usePrefs((s) => s.setProductCategory);

  const list = categories.data ?? [];
  const keys = [...(loggedIn ? [WATCHLIST_TAB] : []), ...list.map((c) => c.code)];
  const active = category !== null && keys.includes(category) ? category : (list[0]?.code ?? null);

  return (
    <div data-testid="home-page">
      <NoticeMarquee />
      {/* The watchlist and markets come first, as a trader's home does (Kite, Groww): at 375×812 the
          first rows of prices are on screen without a scroll; the account and the entries follow. */}
      <section className="card home-markets" aria-labelledby="markets-title">
        <div className="home-markets__head">
          <h2 id="markets-title" className="card-title" style={{ margin: 0 }}>
            {t('home.categories')}
          </h2>
          <span className="home-markets__status">
            <ConnectionBadge />
            {settings.data?.simulated && (
              <span title={t('home.simulatedHint')}>
                <Tag color="warning" fill="outline" data-testid="simulated-label">
                  {t('home.simulated')}
                </Tag>
              </span>
            )}
          </span>
        </div>
        {categories.isError ? (
          <ErrorRetry onRetry={() => void categories.refetch()} />
        ) : categories.isPending ? (
          <LoadingSkeleton lines={1} />
        ) : list.length === 0 ? (
          <p className="muted">{t('home.noCategories')}</p>
        ) : (
          <CategoryTabs
            label={t('home.categories')}
            active={active}
            onChange={setCategory}
            tabs={[
              ...(loggedIn
                ? [{ key: WATCHLIST_TAB, title: <span data-testid="tab-watchlist">{t('watchlist.title')}</span> }]
                : []),
              ...list.map((c) => ({ key: c.code, title: <span data-testid={`category-${c.code}`}>{c.name}</span> })),
            ]}
          />
        )}
        {active === FOREX_CATEGORY && (
          <Link to={PATHS.forex} className="link-button home-markets__forex" data-testid="forex-link">
            {t('forex.open')}
          </Link>
        )}
        {active === WATCHLIST_TAB ? (
          <Suspense fallback={<LoadingSkeleton lines={4} />}>
            <WatchlistPanel />
          </Suspense>
        ) : (
          active !== null && <CategoryQuotes key={active} category={active} />
        )}
      </section>
      <div style={{ padding: '0 12px' }}>
        <AccountSummaryCard />
        <AiEntry />
      </div>
      <NewSharesEntry />
    </div>
  );
}

/** The newest notices' titles as a running bar, with the unread count; it opens the notices. */
function NoticeMarquee() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = useNotices(MARQUEE_NOTICES);
  const unreadNotices = useNoticeUnread().data?.unread ?? 0;
  const titles = notices.data?.pages[0]?.list.map((n) => n.title) ?? [];
  return (
    <>
      {/* The marquee's place is kept while the notices load, so the cards below do not jump when it arrives. */}
      {notices.isPending && <div className="notice-marquee-placeholder" aria-hidden="true" />}
      {titles.length > 0 && (
        <NoticeBar
          data-testid="notice-marquee"
          icon={<NoticeIcon />}
          content={titles.join('   ·   ')}
          color="info"
          onClick={() => navigate(PATHS.notice)}
          extra={
            <button
              type="button"
              className="link-button"
              onClick={(e) => {
                // The bar itself opens the notices too; one navigation is enough.
                e.stopPropagation();
                navigate(PATHS.notice);
              }}
            >
              {unreadNotices > 0 && (
                <span className="unread-dot" data-testid="marquee-unread" style={{ marginRight: 6 }}>
                  {Math.min(unreadNotices, 99)}
                </span>
              )}
              {t('common.more')}
            </button>
          }
        />
      )}
    </>
  );
}
