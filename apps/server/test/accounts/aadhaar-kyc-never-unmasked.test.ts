// Proves the Aadhaar number never appears unmasked in any reply or log line of the whole KYC flow,
// the console's KYC list included, and is not stored in plaintext (P1, P2); Verhoeff rejects a typo;
// UNDER → CREDITING → PASS | REJECT, a PASS user cannot resubmit and a rejected one can.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions, users } from '../../src/db/schema';
import { consoleCall, staffToken, typoOf, uploadImage, validAadhaar } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';

let h: Harness;
let logged = '';
const replies: string[] = [];
let reviewer = '';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  h = await startHarness({ logStream: sink });
  reviewer = (await staffToken(h, 'reviewer')).token;
});
afterAll(async () => h.close());

/** Every reply of this file goes through here, so the privacy check sees all of them. */
async function record<T>(reply: Promise<T>): Promise<T> {
  const value = await reply;
  replies.push(JSON.stringify(value));
  return value;
}

async function submit(user: RegisteredUser, creditNumber: string) {
  const creditFront = await uploadImage(h, user.token);
  const creditBack = await uploadImage(h, user.token);
  return await record(
    call<{ creditStatus: string }>(
      h.app,
      'user/update/credit',
      { realName: 'Ravi Kumar', creditNumber, creditFront, creditBack },
      { token: user.token },
    ),
  );
}

const detail = (user: RegisteredUser) =>
  record(call<{ creditStatus: string; realName: string | null }>(h.app, 'user/detail', {}, { token: user.token }));
const info = (user: RegisteredUser) =>
  record(
    call<{ creditStatus: string; creditNumberMasked: string; reason: string | null }>(
      h.app,
      'user/credit/info',
      {},
      { token: user.token },
    ),
  );

const numbers: string[] = [];

describe('KYC', () => {
  it('Verhoeff rejects a one-digit typo, naming the field', async () => {
    const user = await registerUser(h);
    const typo = typoOf(validAadhaar());
    numbers.push(typo);
    const reply = await submit(user, typo);
    expect(reply.code).toBe(404);
    expect(reply.message).toBe('Aadhaar number is not a valid Aadhaar number');
    expect((await detail(user)).body.creditStatus).toBe('UNDER');
  });

  it('refuses images that are not the user’s own uploads', async () => {
    const user = await registerUser(h);
    const number = validAadhaar();
    numbers.push(number);
    const reply = await record(
      call(
        h.app,
        'user/update/credit',
        {
          realName: 'R',
          creditNumber: number,
          creditFront: 'https://x.example/a.png',
          creditBack: 'https://x.example/b.png',
        },
        { token: user.token },
      ),
    );
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/^Aadhaar front image/);
  });

  it('UNDER → CREDITING → PASS; a PASS user cannot resubmit', async () => {
    const user = await registerUser(h);
    const number = validAadhaar();
    numbers.push(number);
    expect(
      (await submit(user, `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`)).body.creditStatus,
    ).toBe('CREDITING');
    expect((await submit(user, number)).code).toBe(404);
    expect((await info(user)).body).toMatchObject({
      creditStatus: 'CREDITING',
      creditNumberMasked: `XXXX XXXX ${number.slice(8)}`,
    });
    const queue = await record(
      consoleCall<{ list: Array<{ id: number; userId: number; creditNumberMasked: string; creditFront: string }> }>(
        h,
        'review/kyc/list',
        { status: 'CREDITING', size: 100 },
        reviewer,
      ),
    );
    const mine = queue.body.list.find((k) => k.userId === user.user.id);
    expect(mine?.creditNumberMasked).toBe(`XXXX XXXX ${number.slice(8)}`);
    expect(mine?.creditFront).toMatch(/^\/uploads\//);
    await record(consoleCall(h, 'review/kyc/pass', { id: mine?.id ?? 0 }, reviewer));
    expect((await detail(user)).body).toMatchObject({ creditStatus: 'PASS', realName: 'Ravi Kumar' });
    const again = await submit(user, validAadhaar());
    expect(again.code).toBe(404);
    expect(again.message).toBe('Your identity is already verified');
  });

  it('REJECT carries its reason and the user can submit again', async () => {
    const user = await registerUser(h);
    const number = validAadhaar();
    numbers.push(number);
    await submit(user, number);
    const queue = await record(
      consoleCall<{ list: Array<{ id: number; userId: number }> }>(
        h,
        'review/kyc/list',
        { userId: user.user.id },
        reviewer,
      ),
    );
    const id = queue.body.list[0]?.id ?? 0;
    await record(consoleCall(h, 'review/kyc/reject', { id, reason: 'Back image is blurred' }, reviewer));
    expect((await info(user)).body).toMatchObject({ creditStatus: 'REJECT', reason: 'Back image is blurred' });
    expect((await submit(user, number)).body.creditStatus).toBe('CREDITING');
  });

  it('one Aadhaar number cannot verify two accounts', async () => {
    const first = await registerUser(h);
    const second = await registerUser(h);
    const number = validAadhaar();
    numbers.push(number);
    expect((await submit(first, number)).code).toBe(200);
    const reply = await submit(second, number);
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/^Aadhaar number/);
  });

  it('P2: the table holds no plaintext number, only sealed values, fingerprints and masks', async () => {
    const rows = await h.database.db.select().from(kycSubmissions);
    const dump = JSON.stringify(rows);
    for (const n of numbers) expect(dump).not.toContain(n);
    const userRows = JSON.stringify(await h.database.db.select().from(users).where(eq(users.creditStatus, 'PASS')));
    for (const n of numbers) expect(userRows).not.toContain(n);
  });

  it('P1: no reply and no log line of the flow holds an unmasked number', async () => {
    expect(numbers.length).toBeGreaterThanOrEqual(5);
    expect(replies.length).toBeGreaterThan(10);
    expect(logged).toContain('user/update/credit');
    for (const n of numbers) {
      const spaced = `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`;
      for (const body of replies) {
        expect(body).not.toContain(n);
        expect(body).not.toContain(spaced);
      }
      expect(logged).not.toContain(n);
      expect(logged).not.toContain(spaced);
    }
  });
});
