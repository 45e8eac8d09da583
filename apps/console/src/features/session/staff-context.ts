import type { consoleApi } from '@demo/contract';
import { createContext, useContext } from 'react';

/** The signed-in staff member, provided by the shell once `staff/me` has answered. */
export const StaffContext = createContext<consoleApi.Staff | null>(null);

export function useStaff(): consoleApi.Staff {
  const staff = useContext(StaffContext);
  if (staff === null) throw new Error('useStaff is used outside the signed-in shell');
  return staff;
}
