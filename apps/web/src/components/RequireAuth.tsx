import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../lib/route-guard';
import { useSession } from '../lib/session-store';

/** A protected page: an anonymous visitor goes to login, which sends them back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children;
}
