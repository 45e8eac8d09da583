// Proves FL3: after a rejection, resubmitting identity verification sends again only what the reviewer
// objected to; the number and an image left out keep the rejected submission's, and before any
// rejection every part is still required.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions } from '../../src/db/schema';
import { consoleCall, staffToken, uploadImage, validAadhaar } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';

let h: Harness;
let reviewer = '';

beforeAll(async () => {
  h = await startHarness();
  reviewer = (await staffToken(h, 'reviewer')).token;
});
afterAll(async () => h.close());

async function latestRow(user: RegisteredUser) {
  const [row] = await h.database.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, user.user.id))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  if (!row) throw new Error('no KYC submission');
  return row;
}

interface Info {
  creditStatus: string;
  realName: string | null;
  creditNumberMasked: string | null;
  creditFront: string | null;
  creditBack: string | null;
}

describe('FL3: KYC resubmission keeps the accepted parts', () => {
  it('FL3: a first submission needs every part, naming the one left out', async () => {
    const user = await registerUser(h);
    const creditFront = await uploadImage(h, user.token);
    const reply = await call(
      h.app,
      'user/update/credit',
      { realName: 'Ravi Kumar', creditNumber: validAadhaar(), creditFront },
      { token: user.token },
    );
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/is required$/);
  });

  it('FL3: after a rejection of the back image, only a new back is sent; name, number and front are kept', async () => {
    const user = await registerUser(h);
    const number = validAadhaar();
    const creditFront = await uploadImage(h, user.token);
    const creditBack = await uploadImage(h, user.token);
    const first = await call(
      h.app,
      'user/update/credit',
      { realName: 'Ravi Kumar', creditNumber: number, creditFront, creditBack },
      { token: user.token },
    );
    expect(first.code).toBe(200);
    const rejected = await latestRow(user);
    expect(
      (await consoleCall(h, 'review/kyc/reject', { id: rejected.id, reason: 'Back image is blurred' }, reviewer)).code,
    ).toBe(200);

    // The form is filled from what was submitted: the name, the masked number, and the images to keep.
    const info = await call<Info>(h.app, 'user/credit/info', {}, { token: user.token });
    expect(info.body).toMatchObject({ creditStatus: 'REJECT', realName: 'Ravi Kumar' });
    expect(info.body.creditNumberMasked).toBe(`XXXX XXXX ${number.slice(-4)}`);
    expect(info.body.creditFront).toMatch(/^\/uploads\/.+\?exp=\d+&sig=/);
    expect(info.body.creditBack).toMatch(/^\/uploads\/.+\?exp=\d+&sig=/);

    const newBack = await uploadImage(h, user.token);
    const again = await call<{ creditStatus: string }>(
      h.app,
      'user/update/credit',
      { realName: 'Ravi Kumar', creditBack: newBack },
      { token: user.token },
    );
    expect(again.code).toBe(200);
    expect(again.body.creditStatus).toBe('CREDITING');
    const resubmitted = await latestRow(user);
    expect(resubmitted.id).not.toBe(rejected.id);
    expect(resubmitted).toMatchObject({
      realName: 'Ravi Kumar',
      numberHmac: rejected.numberHmac,
      numberMasked: rejected.numberMasked,
      frontImage: rejected.frontImage,
      backImage: newBack,
    });
    // While it is under review again, nothing is offered to keep.
    const under = await call<Info>(h.app, 'user/credit/info', {}, { token: user.token });
    expect(under.body).toMatchObject({ creditStatus: 'CREDITING', creditFront: null, creditBack: null });
  });
});
