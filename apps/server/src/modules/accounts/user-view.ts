import type { User } from '@demo/contract';
import { formatMoney, minor } from '@demo/core';
import type { Queryable } from '../../db/client';
import { readSettings } from '../settings/service';
import { readBalances, type UserRow } from './store';

/** The contract's user shape: profile from the users row, balances from the ledger accounts. */
export async function viewUser(q: Queryable, row: UserRow): Promise<User> {
  const { defaultCurrency } = await readSettings(q);
  const balances = await readBalances(q, row.id, defaultCurrency);
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    realName: row.realName,
    avatar: row.avatar,
    balance: formatMoney(minor(balances.availableMinor)),
    status: row.status,
    creditStatus: row.creditStatus,
    balanceLocked: formatMoney(minor(balances.lockedMinor)),
    virtualBalance: formatMoney(minor(balances.virtualMinor)),
    // Benefits (bonuses, promotions) arrive with the ledger; until then there are none.
    benefit: '0.00',
    invitationCode: row.invitationCode,
    institutional: row.institutional,
    payPasswordSet: row.payPasswordHash !== null,
  };
}
