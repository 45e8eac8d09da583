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
        path: 'audit',
        lazy: () => import('../features/audit/AuditPage').then((m) => ({ Component: m.AuditPage })),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
