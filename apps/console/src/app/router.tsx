import { Spin } from 'antd';
import { createHashRouter, Navigate } from 'react-router';

// Shown while the first page's code loads.
const loading = <Spin size="large" fullscreen />;

/**
 * Hash routes, so the server only has to serve `/console/index.html`. Every page loads lazily; a page
 * that a later issue adds registers here and appends its entry to `menu.ts`.
 */
export const router = createHashRouter([
  {
    path: '/login',
    hydrateFallbackElement: loading,
    lazy: () => import('../features/session/SignInPage').then((m) => ({ Component: m.SignInPage })),
  },
  {
    path: '/',
    hydrateFallbackElement: loading,
    lazy: () => import('./Shell').then((m) => ({ Component: m.Shell })),
    children: [
      { index: true, lazy: () => import('./HomeRedirect').then((m) => ({ Component: m.HomeRedirect })) },
      {
        path: 'customers',
        lazy: () => import('../features/customers/CustomersPage').then((m) => ({ Component: m.CustomersPage })),
      },
      {
        path: 'customers/:id',
        lazy: () =>
          import('../features/customers/CustomerDetailPage').then((m) => ({ Component: m.CustomerDetailPage })),
      },
      {
        path: 'staff',
        lazy: () => import('../features/staff/StaffPage').then((m) => ({ Component: m.StaffPage })),
      },
      {
        path: 'products',
        lazy: () => import('../features/products/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
      },
      {
        path: 'holidays',
        lazy: () => import('../features/holidays/HolidaysPage').then((m) => ({ Component: m.HolidaysPage })),
      },
      {
        path: 'new-shares',
        lazy: () => import('../features/new-shares/NewSharesPage').then((m) => ({ Component: m.NewSharesPage })),
      },
      {
        path: 'settings',
        lazy: () => import('../features/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: 'audit',
        lazy: () => import('../features/audit/AuditPage').then((m) => ({ Component: m.AuditPage })),
      },
      {
        path: 'ledger',
        lazy: () => import('../features/ledger/LedgerPage').then((m) => ({ Component: m.LedgerPage })),
      },
      {
        path: 'risk',
        lazy: () => import('../features/risk/RiskPage').then((m) => ({ Component: m.RiskPage })),
      },
      {
        path: 'recharges',
        lazy: () => import('../features/reviews/RechargesPage').then((m) => ({ Component: m.RechargesPage })),
      },
      {
        path: 'withdrawals',
        lazy: () => import('../features/reviews/WithdrawalsPage').then((m) => ({ Component: m.WithdrawalsPage })),
      },
      {
        path: 'kyc',
        lazy: () => import('../features/reviews/KycPage').then((m) => ({ Component: m.KycPage })),
      },
      {
        path: 'institutions',
        lazy: () => import('../features/reviews/InstitutionsPage').then((m) => ({ Component: m.InstitutionsPage })),
      },
      {
        path: 'support',
        lazy: () => import('../features/support/SupportInboxPage').then((m) => ({ Component: m.SupportInboxPage })),
      },
      {
        path: 'feedback',
        lazy: () => import('../features/feedback/FeedbackInboxPage').then((m) => ({ Component: m.FeedbackInboxPage })),
      },
      {
        path: 'news',
        lazy: () => import('../features/content/NewsAdminPage').then((m) => ({ Component: m.NewsAdminPage })),
      },
      {
        path: 'notices',
        lazy: () => import('../features/content/NoticesAdminPage').then((m) => ({ Component: m.NoticesAdminPage })),
      },
      {
        path: 'channels',
        lazy: () => import('../features/funds-config/ChannelsPage').then((m) => ({ Component: m.ChannelsPage })),
      },
      {
        path: 'banks',
        lazy: () => import('../features/funds-config/BanksPage').then((m) => ({ Component: m.BanksPage })),
      },
      {
        path: 'groups',
        lazy: () => import('../features/groups/GroupsPage').then((m) => ({ Component: m.GroupsPage })),
      },
      {
        path: 'ai-products',
        lazy: () => import('../features/ai-products/AiProductsPage').then((m) => ({ Component: m.AiProductsPage })),
      },
      {
        path: 'corrections',
        lazy: () => import('../features/corrections/CorrectionsPage').then((m) => ({ Component: m.CorrectionsPage })),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
