import { minor } from '@demo/core';
import { count } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { banks, incomeChannels, incomeCurrencies, outcomeChannels, outcomeCurrencies } from '../../db/schema';

/**
 * What a fresh install offers for funds: Indian banks customers pick from, recharge channels (UPI,
 * bank transfer, USDT on TRON) with where to pay, and withdrawal channels and currencies. Idempotent:
 * rows are keyed by their unique names and codes, and nothing a staff member changed is overwritten.
 */

export const SEED_BANKS: ReadonlyArray<{ name: string; code: string }> = [
  { name: 'State Bank of India', code: 'SBIN' },
  { name: 'HDFC Bank', code: 'HDFC' },
  { name: 'ICICI Bank', code: 'ICIC' },
  { name: 'Axis Bank', code: 'UTIB' },
  { name: 'Kotak Mahindra Bank', code: 'KKBK' },
  { name: 'Punjab National Bank', code: 'PUNB' },
  { name: 'Bank of Baroda', code: 'BARB' },
  { name: 'Canara Bank', code: 'CNRB' },
  { name: 'Union Bank of India', code: 'UBIN' },
  { name: 'IndusInd Bank', code: 'INDB' },
  { name: 'Yes Bank', code: 'YESB' },
  { name: 'IDFC First Bank', code: 'IDFB' },
  { name: 'Federal Bank', code: 'FDRL' },
  { name: 'Bank of India', code: 'BKID' },
  { name: 'Indian Bank', code: 'IDIB' },
  { name: 'Central Bank of India', code: 'CBIN' },
];

/** The platform's receiving USDT address on TRON (a demo address: it passes the TRC20 shape check). */
export const SEED_TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** The receiving channels and their currencies, only into an empty table (staff may have edited them). */
async function seedIncomeChannels(q: Queryable): Promise<void> {
  const [channelCount] = await q.select({ n: count() }).from(incomeChannels);
  if ((channelCount?.n ?? 0) !== 0) return;
  const inserted = await q
    .insert(incomeChannels)
    .values([
      {
        name: 'UPI',
        type: 'bank',
        minAmountMinor: minor(10_000n),
        details: 'Pay to UPI ID demo.securities@icici (DEMO Securities Pvt Ltd)',
        sortOrder: 0,
      },
      {
        name: 'Bank transfer (IMPS/NEFT)',
        type: 'bank',
        minAmountMinor: minor(10_000n),
        details: 'DEMO Securities Pvt Ltd · HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234',
        sortOrder: 1,
      },
      { name: 'USDT (TRC20)', type: 'digital', minAmountMinor: minor(10_000n), sortOrder: 2 },
    ])
    .onConflictDoNothing()
    .returning({ id: incomeChannels.id, name: incomeChannels.name });
  const idOf = (name: string) => inserted.find((c) => c.name === name)?.id;
  const upi = idOf('UPI');
  const bank = idOf('Bank transfer (IMPS/NEFT)');
  const usdt = idOf('USDT (TRC20)');
  const rows: Array<typeof incomeCurrencies.$inferInsert> = [];
  if (upi)
    rows.push({
      channelId: upi,
      currency: 'INR',
      protocol: 'NONE',
      address: 'demo.securities@icici',
      qrCode: 'upi://pay?pa=demo.securities@icici&pn=DEMO%20Securities',
      rate: '1',
    });
  if (bank)
    rows.push({
      channelId: bank,
      currency: 'INR',
      protocol: 'NONE',
      address: 'HDFC Bank 50200012345678 IFSC HDFC0001234',
      qrCode: null,
      rate: '1',
    });
  if (usdt)
    rows.push({
      channelId: usdt,
      currency: 'USDT',
      protocol: 'TRC20',
      address: SEED_TRC20_ADDRESS,
      qrCode: SEED_TRC20_ADDRESS,
      rate: '0.0119',
    });
  if (rows.length > 0) await q.insert(incomeCurrencies).values(rows).onConflictDoNothing();
}

export async function seedFunds(q: Queryable): Promise<void> {
  await q
    .insert(banks)
    .values(SEED_BANKS.map((b, index) => ({ ...b, sortOrder: index })))
    .onConflictDoNothing();

  await seedIncomeChannels(q);

  await q
    .insert(outcomeChannels)
    .values([
      { name: 'Bank account', type: 'bank', protocol: 'NONE', sortOrder: 0 },
      { name: 'USDT (TRC20)', type: 'digital', protocol: 'TRC20', sortOrder: 1 },
      { name: 'USDT (ERC20)', type: 'digital', protocol: 'ERC20', sortOrder: 2 },
    ])
    .onConflictDoNothing();

  const [currencyCount] = await q.select({ n: count() }).from(outcomeCurrencies);
  if ((currencyCount?.n ?? 0) === 0) {
    await q.insert(outcomeCurrencies).values([
      { code: 'INR', name: 'Indian Rupee', protocol: 'NONE', rate: '1' },
      { code: 'USDT', name: 'Tether USD', protocol: 'TRC20', rate: '0.0119' },
    ]);
  }
}
