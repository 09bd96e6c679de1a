import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isAdmin, useSession } from '../lib/session';
import { FullPageLoader } from './FullPageLoader';

/** The guard around every admin page: wait for the session check, then admins only. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, user } = useSession();
  if (loading) return <FullPageLoader label="Checking your session…" />;
  if (!isAdmin(user)) return <Navigate to="/admin/login" replace />;
  return children;
}
