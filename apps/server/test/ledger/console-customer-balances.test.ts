// Proves the console's customer list shows each customer's own real and demo balances, read from
// the ledger, whichever ledger rows other customers created first.

import { minor, postDeposit } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../src/ledger/service';
import { consoleCall, staffToken } from '../support/funds';
import { type Harness, registerUser, startHarness } from '../support/harness';
import { inTx } from '../support/ledger';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

type Customer = { id: number; balance: string; virtualBalance: string };

describe('the customer list in the console', () => {
  it('shows a funded customer their own real balance and demo balance', async () => {
    // Several customers first, so ledger row ids and user ids no longer line up by chance.
    await registerUser(h);
    await registerUser(h);
    const customer = await registerUser(h);
    await inTx(h.database.db, async (tx) => {
      const posted = await post(
        tx,
        postDeposit(
          { userId: customer.user.id, currency: 'INR', ref: 'test:deposit', eventId: `deposit-${customer.user.id}` },
          minor(404_950n),
        ),
      );
      expect(posted.ok).toBe(true);
    });
    const { token } = await staffToken(h, 'admin');
    const reply = await consoleCall<{ list: Customer[] }>(h, 'user/list', { q: customer.user.username }, token);
    const row = reply.body.list.find((c) => c.id === customer.user.id);
    expect(row).toMatchObject({ balance: '4049.50', virtualBalance: '100000.00' });
  });
});
