import type { Body, consoleApi } from '@demo/contract';

type Customer = Body<typeof consoleApi.userList>['list'][number];

/** How a customer's identity (KYC) state reads and is coloured in the console. */
export const KYC_LOOK: Record<Customer['creditStatus'], { label: string; color: string }> = {
  UNDER: { label: 'Not submitted', color: 'default' },
  CREDITING: { label: 'In review', color: 'processing' },
  PASS: { label: 'Verified', color: 'success' },
  REJECT: { label: 'Rejected', color: 'error' },
};
