import { randomUUID } from 'node:crypto';

import { NOT_BLOCKED } from '../../src/sales/blocked-avatars';
import { BLOCK_MESSAGE_INVALID } from '../../src/sales/dto/blocked-avatar.dto';
import { counts, createApiKey, expectError, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp } from '../support/test-app';

/** Avatars a merchant does not sell to (docs/decisions/0106-blocked-avatars.md): refused with the merchant's message, nothing written. */
describe('blocked avatars', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
  });
  afterAll(() => t.close());

  async function shop() {
    const merchant = await t.makeUser();
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id, { price: 300 });
    const script = scripts(t, inWorldObject(await createApiKey(t, merchant)));
    const pay = (buyer: string, fields: { saleId?: string; given?: boolean } = {}) =>
      script.postSale(
        JSON.stringify({
          ...JSON.parse(saleBody({ saleId: fields.saleId, buyer, vendorKey: vendor.lslKey, amount: 300, productId: product.id })),
          ...(fields.given ? { given: true } : {}),
        }),
      );
    return { merchant, vendor, pay };
  }

  it("refuses a blocked avatar's payment with the merchant's message and writes nothing; others buy as before", async () => {
    const { merchant, pay } = await shop();
    const griefer = randomUUID();
    const earlier = randomUUID();
    expect((await pay(griefer, { saleId: earlier })).status).toBe(200);

    const blocked = await t.put(
      `/api/blocked-avatars/${griefer.toUpperCase()}`,
      { message: 'Sorry, we do not sell to you.', avatarName: 'Grief Resident' },
      { token: merchant.token },
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ avatarKey: griefer, avatarName: 'Grief Resident', message: 'Sorry, we do not sell to you.' });

    const before = await counts(t.dataSource).transactions();
    expectError(await pay(griefer), 409, 'Sorry, we do not sell to you.');
    expect(await counts(t.dataSource).transactions()).toBe(before);
    // A retry of the sale recorded before the block still gets its answer; another buyer is not refused.
    expect((await pay(griefer, { saleId: earlier })).status).toBe(200);
    expect((await pay(randomUUID())).status).toBe(200);
    // The item was given already (the platform had not answered in time): the L$ were taken, so the sale is recorded.
    expect((await pay(griefer, { given: true })).status).toBe(200);
    expect(await counts(t.dataSource).transactions()).toBe(before + 2);

    expect((await t.delete(`/api/blocked-avatars/${griefer}`, { token: merchant.token })).status).toBe(204);
    expect((await pay(griefer)).status).toBe(200);
    expectError(await t.delete(`/api/blocked-avatars/${griefer}`, { token: merchant.token }), 404, NOT_BLOCKED);
  });

  it('blocks only for the merchant who blocked, shows nobody else their list, and checks what it is given', async () => {
    const first = await shop();
    const second = await shop();
    const buyer = randomUUID();
    expect((await t.put(`/api/blocked-avatars/${buyer}`, {}, { token: first.merchant.token })).body.message).toBe('This store does not sell to you.');
    expectError(await first.pay(buyer), 409, 'This store does not sell to you.');
    expect((await second.pay(buyer)).status).toBe(200);
    expect((await t.get('/api/blocked-avatars', { token: second.merchant.token })).body).toEqual([]);
    expectError(await t.delete(`/api/blocked-avatars/${buyer}`, { token: second.merchant.token }), 404, NOT_BLOCKED);
    expect((await t.get('/api/blocked-avatars', { token: first.merchant.token })).body.map((row: { avatarKey: string }) => row.avatarKey)).toEqual([buyer]);

    expectError(
      await t.put('/api/blocked-avatars/not-a-key', {}, { token: first.merchant.token }),
      400,
      "The avatar key in the path must be the avatar's UUID.",
    );
    expectError(await t.put(`/api/blocked-avatars/${buyer}`, { message: '' }, { token: first.merchant.token }), 400, BLOCK_MESSAGE_INVALID);
    expectError(await t.put(`/api/blocked-avatars/${buyer}`, { message: 'x'.repeat(201) }, { token: first.merchant.token }), 400, BLOCK_MESSAGE_INVALID);
    expect((await t.get('/api/blocked-avatars')).status).toBe(401);
  });
});
