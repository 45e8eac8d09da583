import type { StaffRole } from '@demo/contract';
import { Tag } from 'antd';

const ROLE_LOOK: Record<StaffRole, { label: string; color: string }> = {
  admin: { label: 'Admin', color: 'volcano' },
  reviewer: { label: 'Reviewer', color: 'geekblue' },
  support: { label: 'Support', color: 'green' },
};

export const ROLE_OPTIONS = Object.entries(ROLE_LOOK).map(([value, look]) => ({ value, label: look.label }));

export function RoleTag({ role }: { role: StaffRole }) {
  const look = ROLE_LOOK[role];
  return (
    <Tag color={look.color} data-testid="staff-role">
      {look.label}
    </Tag>
  );
}
