// Proves a customer's bank accounts and wallets are theirs alone: another user's id is neither
// shown nor removed (404, nothing deleted); numbers are masked on the wire and sealed at rest (P1,
// P2); IFSC and digits are checked; a wallet address must fit its channel's protocol.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBanks } from '../../src/db/schema';
import { addBank } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';

let h: Harness;
let logged = '';
let alice: RegisteredUser;
let bob: RegisteredUser;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  h = await startHarness({ logStream: sink });
  alice = await registerUser(h);
  bob = await registerUser(h);
});
afterAll(async () => h.close());

type BankRow = { id: number; accountNumberMasked: string; ifsc: string };
type WalletRow = { id: number; channelId: number; address: string };

const banksOf = async (u: RegisteredUser) =>
  (await call<BankRow[]>(h.app, 'user_bank/all', {}, { token: u.token })).body;
const walletsOf = async (u: RegisteredUser) =>
  (await call<WalletRow[]>(h.app, 'user_account/list', {}, { token: u.token })).body;

async function outcomeChannel(name: string): Promise<number> {
  const reply = await call<Array<{ id: number; name: string }>>(
    h.app,
    'outcome_channel/available',
    {},
    { token: alice.token },
  );
  const found = reply.body.find((c) => c.name === name);
  if (!found) throw new Error(`no outcome channel ${name}`);
  return found.id;
}

describe('bank accounts', () => {
  it('bank/fronts lists the Indian banks with their codes', async () => {
    const reply = await call<Array<{ name: string; code: string }>>(h.app, 'bank/fronts', {});
    expect(reply.body).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), name: 'State Bank of India', code: 'SBIN' }]),
    );
    expect(reply.body.length).toBeGreaterThanOrEqual(15);
  });

  it('P1/P2: the number is shown masked and stored only sealed', async () => {
    const number = '123456789012345';
    const id = await addBank(h, alice, number);
    const listed = await banksOf(alice);
    expect(listed.find((b) => b.id === id)?.accountNumberMasked).toBe('XXXXXXXXXXX2345');
    expect(JSON.stringify(listed)).not.toContain(number);
    const [row] = await h.database.db.select().from(userBanks).where(eq(userBanks.id, id));
    expect(JSON.stringify(row)).not.toContain(number);
    expect(row?.accountNumberSealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(logged).toContain('user_bank/insert');
    expect(logged).not.toContain(number);
  });

  it('refuses the same number twice, a bad IFSC and a number of 8 digits, naming the field', async () => {
    await addBank(h, alice, '555566667777');
    const again = await call(
      h.app,
      'user_bank/insert',
      { bankName: 'HDFC Bank', address: 'Pune', ifsc: 'HDFC0001234', payee: 'A', accountNumber: '5555 6666 7777' },
      { token: alice.token },
    );
    expect(again.code).toBe(404);
    expect(again.message).toMatch(/^Account number/);
    const badIfsc = await call(
      h.app,
      'user_bank/insert',
      { bankName: 'HDFC Bank', address: 'Pune', ifsc: 'HDFC1001234', payee: 'A', accountNumber: '123456789' },
      { token: alice.token },
    );
    expect(badIfsc.message).toMatch(/^IFSC code/);
    const short = await call(
      h.app,
      'user_bank/insert',
      { bankName: 'HDFC Bank', address: 'Pune', ifsc: 'HDFC0001234', payee: 'A', accountNumber: '12345678' },
      { token: alice.token },
    );
    expect(short.message).toMatch(/^Account number/);
  });

  it("a user cannot see or remove another user's bank account even with its id", async () => {
    const bobsBank = await addBank(h, bob);
    expect((await banksOf(alice)).map((b) => b.id)).not.toContain(bobsBank);
    const removed = await call(h.app, 'user_bank/remove', { keys: JSON.stringify([bobsBank]) }, { token: alice.token });
    expect(removed.code).toBe(404);
    expect((await banksOf(bob)).map((b) => b.id)).toContain(bobsBank);
  });

  it("a removal mixing one's own id with another's removes nothing", async () => {
    const mine = await addBank(h, alice);
    const bobsBank = await addBank(h, bob);
    const reply = await call(
      h.app,
      'user_bank/remove',
      { keys: JSON.stringify([mine, bobsBank]) },
      { token: alice.token },
    );
    expect(reply.code).toBe(404);
    expect((await banksOf(alice)).map((b) => b.id)).toContain(mine);
    const ok = await call(h.app, 'user_bank/remove', { keys: JSON.stringify([mine]) }, { token: alice.token });
    expect(ok.code).toBe(200);
    expect((await banksOf(alice)).map((b) => b.id)).not.toContain(mine);
  });
});

describe('wallets', () => {
  const TRC20 = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
  const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';

  it('checks the address against the channel protocol (TRC20, ERC20)', async () => {
    const trc = await outcomeChannel('USDT (TRC20)');
    const erc = await outcomeChannel('USDT (ERC20)');
    const wrong = await call(h.app, 'user_account/insert', { channelId: trc, address: ERC20 }, { token: alice.token });
    expect(wrong.code).toBe(404);
    expect(wrong.message).toBe('Address must be a TRC20 address');
    expect(
      (await call(h.app, 'user_account/insert', { channelId: erc, address: TRC20 }, { token: alice.token })).code,
    ).toBe(404);
    expect(
      (await call(h.app, 'user_account/insert', { channelId: trc, address: TRC20 }, { token: alice.token })).code,
    ).toBe(200);
    expect(
      (await call(h.app, 'user_account/insert', { channelId: erc, address: ERC20 }, { token: alice.token })).code,
    ).toBe(200);
    const bank = await outcomeChannel('Bank account');
    expect(
      (await call(h.app, 'user_account/insert', { channelId: bank, address: TRC20 }, { token: alice.token })).code,
    ).toBe(404);
  });

  it("a user cannot see or delete another user's wallet even with its id", async () => {
    const trc = await outcomeChannel('USDT (TRC20)');
    const added = await call<{ id: number }>(
      h.app,
      'user_account/insert',
      { channelId: trc, address: TRC20 },
      { token: bob.token },
    );
    const bobsWallet = added.body.id;
    expect((await walletsOf(alice)).map((w) => w.id)).not.toContain(bobsWallet);
    const reply = await call(
      h.app,
      'user_account/delete',
      { ids: JSON.stringify([bobsWallet]) },
      { token: alice.token },
    );
    expect(reply.code).toBe(404);
    expect((await walletsOf(bob)).map((w) => w.id)).toContain(bobsWallet);
    expect(
      (await call(h.app, 'user_account/delete', { ids: JSON.stringify([bobsWallet]) }, { token: bob.token })).code,
    ).toBe(200);
    expect((await walletsOf(bob)).map((w) => w.id)).not.toContain(bobsWallet);
  });
});
