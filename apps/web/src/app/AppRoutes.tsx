import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RequireAuth } from '../components/RequireAuth';
import { NEW_SHARE_PATHS } from '../features/new-shares/paths';
import { PATHS } from '../lib/paths';
import { FEEDBACK_ENABLED } from '../lib/release-flags';
import { DETAIL_PAGE_LOADERS } from './detail-pages';
import { lazyPage, PageFallback } from './lazy-page';
import { PageErrorBoundary } from './PageErrorBoundary';
import { TabLayout } from './TabLayout';

// Every page is its own chunk (ARCHITECTURE.md); later releases add theirs here.
const HomePage = lazyPage(() => import('../pages/index/HomePage').then((m) => m.HomePage), { startTextsOnly: true });
const LoginPage = lazyPage(() => import('../pages/login/LoginPage').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('../pages/login/RegisterPage').then((m) => m.RegisterPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../pages/login/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const LanguagePage = lazyPage(() => import('../pages/common/LanguagePage').then((m) => m.LanguagePage));
const NoticePage = lazyPage(() => import('../pages/common/NoticePage').then((m) => m.NoticePage));
const NotFoundPage = lazyPage(() => import('../pages/common/NotFoundPage').then((m) => m.NotFoundPage));
const CustomerPage = lazyPage(() => import('../pages/common/CustomerPage').then((m) => m.CustomerPage));
const FeedbackPage = lazyPage(() => import('../pages/common/FeedbackPage').then((m) => m.FeedbackPage));
// News, notices' read marks, feedback and the support thread (issue 14).
const NewsPage = lazyPage(() => import('../pages/news/NewsPage').then((m) => m.NewsPage));
const NewsDetailPage = lazyPage(() => import('../pages/common/NewsDetailPage').then((m) => m.NewsDetailPage));
const MinePage = lazyPage(() => import('../pages/mine/MinePage').then((m) => m.MinePage));
const PasswordPage = lazyPage(() => import('../pages/mine/PasswordPage').then((m) => m.PasswordPage));
const PasswordPayPage = lazyPage(() => import('../pages/mine/PasswordPayPage').then((m) => m.PasswordPayPage));
// Two-factor sign-in and the account's devices (issue 10).
const BrakesPage = lazyPage(() => import('../pages/mine/BrakesPage').then((m) => m.BrakesPage));
const TwoFactorPage = lazyPage(() => import('../pages/mine/TwoFactorPage').then((m) => m.TwoFactorPage));
const DevicesPage = lazyPage(() => import('../pages/mine/DevicesPage').then((m) => m.DevicesPage));
// Price alerts (issue 16).
const AlertsPage = lazyPage(() => import('../pages/mine/AlertsPage').then((m) => m.AlertsPage));
const AnalyticsPage = lazyPage(() => import('../pages/mine/AnalyticsPage').then((m) => m.AnalyticsPage));
const StatementPage = lazyPage(() => import('../pages/mine/StatementPage').then((m) => m.StatementPage));
const StatementsPage = lazyPage(() => import('../pages/mine/StatementsPage').then((m) => m.StatementsPage));
// Recurring investments, SIP (issue 48).
const SipPage = lazyPage(() => import('../pages/mine/SipPage').then((m) => m.SipPage));
const ProofPage = lazyPage(() => import('../pages/common/ProofPage').then((m) => m.ProofPage));
const OtherPage = lazyPage(() => import('../pages/mine/OtherPage').then((m) => m.OtherPage));
const AboutPage = lazyPage(() => import('../pages/mine/AboutPage').then((m) => m.AboutPage));
const SearchPage = lazyPage(() => import('../pages/index/SearchPage').then((m) => m.SearchPage));
const ForexPage = lazyPage(() => import('../pages/market/forex/ForexPage').then((m) => m.ForexPage));
const PositionPage = lazyPage(() => import('../pages/position/PositionPage').then((m) => m.PositionPage));
const OrderPage = lazyPage(() => import('../pages/order/OrderPage').then((m) => m.OrderPage));
const WalletPage = lazyPage(() => import('../pages/mine/WalletPage').then((m) => m.WalletPage));
const OrderSourcePage = lazyPage(() =>
  import('../pages/mine/order_source/OrderSourcePage').then((m) => m.OrderSourcePage),
);
// Funds and identity (issue 5).
const ChargePage = lazyPage(() => import('../pages/mine/ChargePage').then((m) => m.ChargePage));
const WithdrawPage = lazyPage(() => import('../pages/mine/WithdrawPage').then((m) => m.WithdrawPage));
const CreditPage = lazyPage(() => import('../pages/mine/CreditPage').then((m) => m.CreditPage));
const BankListPage = lazyPage(() => import('../pages/mine/bank/BankListPage').then((m) => m.BankListPage));
const BankAddPage = lazyPage(() => import('../pages/mine/bank/BankAddPage').then((m) => m.BankAddPage));
const DigitalListPage = lazyPage(() => import('../pages/mine/digital/DigitalListPage').then((m) => m.DigitalListPage));
const DigitalAddPage = lazyPage(() => import('../pages/mine/digital/DigitalAddPage').then((m) => m.DigitalAddPage));
const InstitutionalAccountPage = lazyPage(() =>
  import('../pages/mine/InstitutionalAccountPage').then((m) => m.InstitutionalAccountPage),
);
// Group purchases (issue 13).
const GroupPage = lazyPage(() => import('../pages/product/group/GroupPage').then((m) => m.GroupPage));
const MyGroupOrdersPage = lazyPage(() =>
  import('../pages/mine/group/MyGroupOrdersPage').then((m) => m.MyGroupOrdersPage),
);
// AI stock-picking products (issue 13).
const AiStockPage = lazyPage(() => import('../pages/product/india/ai_stock/AiStockPage').then((m) => m.AiStockPage));
const AiStockDetailPage = lazyPage(() =>
  import('../pages/product/india/ai_stock/AiStockDetailPage').then((m) => m.AiStockDetailPage),
);
const MyAiPage = lazyPage(() => import('../pages/mine/ai_stock/MyAiPage').then((m) => m.MyAiPage));
const InvitePage = lazyPage(() => import('../pages/mine/InvitePage').then((m) => m.InvitePage));
// New shares (issue 12).
const KoreaNewListPage = lazyPage(() => import('../pages/product/korea/new/ListPage').then((m) => m.KoreaNewListPage));
const KoreaNewDetailPage = lazyPage(() =>
  import('../pages/product/korea/new/DetailPage').then((m) => m.KoreaNewDetailPage),
);
const IndiaNewListPage = lazyPage(() => import('../pages/product/india/new/ListPage').then((m) => m.IndiaNewListPage));
const IndiaNewDetailPage = lazyPage(() =>
  import('../pages/product/india/new/DetailPage').then((m) => m.IndiaNewDetailPage),
);
const MyNewSharesPage = lazyPage(() => import('../pages/mine/product_new/IndexPage').then((m) => m.MyNewSharesPage));

// The detail routes of the specification: one page (features/product-detail) in each route's flavour.
export const DETAIL_PAGES = Object.entries(DETAIL_PAGE_LOADERS).map(([path, load]) => [path, lazyPage(load)] as const);

/** A full-screen page (not a tab): its own error boundary and loading fallback. */
function Page({ children, auth = false }: { children: ReactNode; auth?: boolean }) {
  const { pathname } = useLocation();
  const page = (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </PageErrorBoundary>
  );
  return auth ? <RequireAuth>{page}</RequireAuth> : page;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<TabLayout />}>
        <Route path={PATHS.root} element={<HomePage />} />
        <Route path={PATHS.home} element={<HomePage />} />
        <Route path={PATHS.mine} element={<MinePage />} />
        <Route path={PATHS.position} element={<PositionPage />} />
        <Route path={PATHS.order} element={<OrderPage />} />
        <Route path={PATHS.news} element={<NewsPage />} />
      </Route>
      <Route path={PATHS.login} element={<Page>{<LoginPage />}</Page>} />
      <Route path={PATHS.register} element={<Page>{<RegisterPage />}</Page>} />
      <Route path={PATHS.forgot} element={<Page>{<ForgotPasswordPage />}</Page>} />
      <Route path={PATHS.language} element={<Page>{<LanguagePage />}</Page>} />
      <Route path={PATHS.notice} element={<Page>{<NoticePage />}</Page>} />
      <Route path={PATHS.newsDetail} element={<Page>{<NewsDetailPage />}</Page>} />
      <Route path={PATHS.customer} element={<Page>{<CustomerPage />}</Page>} />
      {FEEDBACK_ENABLED && <Route path={PATHS.feedback} element={<Page auth>{<FeedbackPage />}</Page>} />}
      <Route path={PATHS.password} element={<Page auth>{<PasswordPage />}</Page>} />
      <Route path={PATHS.passwordPay} element={<Page auth>{<PasswordPayPage />}</Page>} />
      <Route path={PATHS.twoFactor} element={<Page auth>{<TwoFactorPage />}</Page>} />
      <Route path={PATHS.brakes} element={<Page auth>{<BrakesPage />}</Page>} />
      <Route path={PATHS.devices} element={<Page auth>{<DevicesPage />}</Page>} />
      <Route path={PATHS.alerts} element={<Page auth>{<AlertsPage />}</Page>} />
      <Route path={PATHS.analytics} element={<Page auth>{<AnalyticsPage />}</Page>} />
      <Route path={PATHS.statement} element={<Page auth>{<StatementPage />}</Page>} />
      <Route path={PATHS.statements} element={<Page auth>{<StatementsPage />}</Page>} />
      <Route path={PATHS.sip} element={<Page auth>{<SipPage />}</Page>} />
      <Route path={PATHS.proof} element={<Page>{<ProofPage />}</Page>} />
      <Route path={PATHS.other} element={<Page>{<OtherPage />}</Page>} />
      <Route path={PATHS.about} element={<Page>{<AboutPage />}</Page>} />
      <Route path={PATHS.wallet} element={<Page auth>{<WalletPage />}</Page>} />
      <Route path={PATHS.orderSource} element={<Page auth>{<OrderSourcePage />}</Page>} />
      <Route path={PATHS.charge} element={<Page auth>{<ChargePage />}</Page>} />
      <Route path={PATHS.withdraw} element={<Page auth>{<WithdrawPage />}</Page>} />
      <Route path={PATHS.credit} element={<Page auth>{<CreditPage />}</Page>} />
      <Route path={PATHS.bankList} element={<Page auth>{<BankListPage />}</Page>} />
      <Route path={PATHS.bankAdd} element={<Page auth>{<BankAddPage />}</Page>} />
      <Route path={PATHS.digitalList} element={<Page auth>{<DigitalListPage />}</Page>} />
      <Route path={PATHS.digitalAdd} element={<Page auth>{<DigitalAddPage />}</Page>} />
      <Route path={PATHS.productGroup} element={<Page>{<GroupPage />}</Page>} />
      <Route path={PATHS.myGroup} element={<Page auth>{<MyGroupOrdersPage />}</Page>} />
      <Route path={PATHS.institutionalAccount} element={<Page auth>{<InstitutionalAccountPage />}</Page>} />
      <Route path={PATHS.aiStock} element={<Page>{<AiStockPage />}</Page>} />
      <Route path={PATHS.aiStockDetail} element={<Page>{<AiStockDetailPage />}</Page>} />
      <Route path={PATHS.mineAiStock} element={<Page auth>{<MyAiPage />}</Page>} />
      <Route path={PATHS.invite} element={<Page auth>{<InvitePage />}</Page>} />
      <Route path={PATHS.search} element={<Page>{<SearchPage />}</Page>} />
      <Route path={PATHS.forex} element={<Page>{<ForexPage />}</Page>} />
      <Route path={NEW_SHARE_PATHS.koreaList} element={<Page>{<KoreaNewListPage />}</Page>} />
      <Route path={NEW_SHARE_PATHS.koreaDetail} element={<Page>{<KoreaNewDetailPage />}</Page>} />
      <Route path={NEW_SHARE_PATHS.indiaList} element={<Page>{<IndiaNewListPage />}</Page>} />
      <Route path={NEW_SHARE_PATHS.indiaDetail} element={<Page>{<IndiaNewDetailPage />}</Page>} />
      <Route path={NEW_SHARE_PATHS.mine} element={<Page auth>{<MyNewSharesPage />}</Page>} />
      {DETAIL_PAGES.map(([path, DetailPage]) => (
        <Route key={path} path={path} element={<Page>{<DetailPage />}</Page>} />
      ))}
      <Route path={PATHS.chooseLocation} element={<Page>{<NotFoundPage />}</Page>} />
      <Route path={PATHS.openLocation} element={<Page>{<NotFoundPage />}</Page>} />
      <Route path="*" element={<Navigate to={PATHS.root} replace />} />
    </Routes>
  );
}
