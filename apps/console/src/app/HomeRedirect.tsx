import { Navigate } from 'react-router';
import { useStaff } from '../features/session/staff-context';
import { menuFor } from './menu';

/** The console opens on the first section the signed-in role may use. */
export function HomeRedirect() {
  const staff = useStaff();
  const first = menuFor(staff.role)[0];
  return first === undefined ? null : <Navigate to={`/${first.path}`} replace />;
}
