import type { User } from '@demo/contract';
import type { Queryable } from '../../db/client';
import { balanceViewOf, readWallet } from '../../ledger/wallet';
import { isTotpEnabled } from '../two-factor';
import type { UserRow } from './store';

/** The contract's user shape: profile from the users row, balances from the ledger accounts. */
export async function viewUser(q: Queryable, row: UserRow): Promise<User> {
  // balance, balanceLocked and virtualBalance: see ledger/wallet.ts `BalanceView` for what each holds.
  const balances = balanceViewOf(await readWallet(q, row.id));
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    realName: row.realName,
    avatar: row.avatar,
    balance: balances.balance,
    status: row.status,
    creditStatus: row.creditStatus,
    balanceLocked: balances.balanceLocked,
    virtualBalance: balances.virtualBalance,
    // Benefits (bonuses, promotions) arrive with the ledger; until then there are none.
    benefit: '0.00',
    invitationCode: row.invitationCode,
    institutional: row.institutional,
    payPasswordSet: row.payPasswordHash !== null,
    totpEnabled: await isTotpEnabled(q, row.id),
  };
}
