import { randomUUID } from 'node:crypto';

import { createApiKey, expectError, inWorldObject, liveBox, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp } from '../support/test-app';

const CODE = /^GC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Gifts (a buyer pays, a recipient gets the item) and gift cards (bought, redeemed, issued and voided). */
describe('gifts and gift cards', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
  });
  afterAll(() => t.close());

  async function shop() {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const dress = await make.product(vendor.id, { price: 400, name: 'Red Dress', slItemId: 'Red Dress (boxed)' });
    const card = await make.product(vendor.id, { price: 1000, name: 'Gift Card L$1000', giftCardValue: 1000 });
    const script = scripts(t, inWorldObject(apiKey));
    // The vendor holds the dress and gives it itself (decision 0090).
    expect((await script.put('/api/lsl/vendors/inventory', { vendor_id: vendor.lslKey, items: ['Red Dress (boxed)'] })).status).toBe(200);
    const headers = { 'content-type': 'application/json', 'x-api-key': apiKey };
    const sell = (fields: Record<string, unknown>) =>
      script.postSale(JSON.stringify({ sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendor.lslKey, amount: 400, product_id: dress.id, ...fields }));
    const redeem = (fields: Record<string, unknown>) =>
      t.request('POST', '/api/lsl/vouchers/redeem', {
        rawBody: JSON.stringify({ vendor_id: vendor.lslKey, product_id: dress.id, user_id: randomUUID(), sale_id: randomUUID(), ...fields }),
        headers,
      });
    return { merchant, apiKey, vendor, dress, card, script, sell, redeem, headers };
  }

  const balanceOf = async (code: string): Promise<number> => (await t.dataSource.query(`SELECT balance FROM gift_cards WHERE code = $1`, [code]))[0].balance;

  describe('gifts', () => {
    it('records the buyer and the recipient; the recipient, not the payer, gets the item again at a terminal', async () => {
      const { merchant, apiKey, vendor, sell, script } = await shop();
      const payer = randomUUID();
      const recipient = randomUUID();
      const sale = await sell({ user_id: payer, buyer_name: 'Ann Payer', gift_to: recipient.toUpperCase(), gift_to_name: ' Bea Recipient ' });
      expect(sale.status).toBe(200);
      expect(sale.body).toMatchObject({ gift_to: recipient, amount: 400, refund: 0, paid_with: 'lindens' });

      const details = await t.get(`/api/transactions/${sale.body.transaction_id}`, { token: merchant.token });
      expect(details.body).toMatchObject({ buyerId: payer, buyerName: 'Ann Payer', giftTo: recipient, giftToName: 'Bea Recipient' });

      // The terminal lists the purchase for the recipient only.
      const forRecipient = await script.purchases(recipient, vendor.lslKey);
      expect(forRecipient.body.purchases.map((p: { transaction_id: number }) => p.transaction_id)).toEqual([sale.body.transaction_id]);
      expect((await script.purchases(payer, vendor.lslKey)).body.purchases).toEqual([]);

      expectError(await script.requestRedelivery(sale.body.transaction_id, payer), 403, "Only the gift's recipient can request its redelivery.");
      const box = await liveBox(t, merchant, apiKey, { items: ['Red Dress (boxed)'] });
      const requested = await script.requestRedelivery(sale.body.transaction_id, recipient);
      expect(requested.status).toBe(201);
      // The box gives it to the recipient.
      const pending = await box.script.pending(box.boxKey);
      expect(pending.body.requests).toEqual([{ id: requested.body.id, buyer: recipient, item: 'Red Dress (boxed)' }]);
    });

    it('puts gifts in the CSV export with their recipient', async () => {
      const { merchant, sell } = await shop();
      const recipient = randomUUID();
      await sell({ gift_to: recipient, gift_to_name: 'Bea Recipient' });
      const csv = await t.get('/api/transactions/export.csv', { token: merchant.token });
      const [header, line] = csv.text.trim().split('\r\n');
      const columns = header.split(',');
      // Counted from the end: the region before these columns is quoted and holds a comma.
      const values = line.split(',');
      const field = (name: string) => values[values.length - columns.length + columns.indexOf(name)];
      expect(['giftTo', 'giftToName', 'paidWith', 'discountKind', 'discountCode', 'discountAmount'].map(field)).toEqual([
        recipient,
        'Bea Recipient',
        'lindens',
        '',
        '',
        '0',
      ]);
    });

    it('refuses a gift to something that is not an avatar key, writing nothing', async () => {
      const { sell } = await shop();
      const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM transactions`))[0].n;
      expectError(await sell({ gift_to: 'Bea Recipient' }), 400, "gift_to must be the recipient's avatar key (a UUID)");
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM transactions`))[0].n).toBe(before);
    });
  });

  describe('gift cards', () => {
    it('issues a card when one is bought, to the gift recipient when it is a gift, and answers the same card on a retry', async () => {
      const { merchant, card, sell } = await shop();
      const buyer = randomUUID();
      const bought = await sell({ user_id: buyer, buyer_name: 'Ann Payer', product_id: card.id, amount: 1000 });
      expect(bought.body.voucher).toEqual({ code: expect.stringMatching(CODE), balance: 1000 });
      const recipient = randomUUID();
      const saleId = randomUUID();
      const gift = await sell({ sale_id: saleId, product_id: card.id, amount: 1000, gift_to: recipient, gift_to_name: 'Bea Recipient' });
      expect((await sell({ sale_id: saleId, product_id: card.id, amount: 1000, gift_to: recipient })).body).toEqual(gift.body);

      const cards = await t.get('/api/gift-cards', { token: merchant.token });
      expect(cards.body).toEqual([
        expect.objectContaining({
          code: gift.body.voucher.code,
          faceValue: 1000,
          balance: 1000,
          holderKey: recipient,
          holderName: 'Bea Recipient',
          origin: 'sale',
          transactionId: gift.body.transaction_id,
        }),
        expect.objectContaining({ code: bought.body.voucher.code, holderKey: buyer, holderName: 'Ann Payer', origin: 'sale' }),
      ]);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM gift_cards WHERE "ownerId" = $1`, [merchant.id]))[0].n).toBe(2);
    });

    it('pays for two items down to a balance of 0, refuses a third, and spends each sale_id once', async () => {
      const { vendor, card, sell, redeem, merchant } = await shop();
      const gown = await make.product(vendor.id, { price: 500, name: 'Gown' });
      const { code } = (await sell({ product_id: card.id, amount: 1000, gift_to: randomUUID() })).body.voucher;
      const saleId = randomUUID();
      // Any case, with spaces: buyers type it.
      const first = await redeem({ code: ` ${code.toLowerCase()} `, sale_id: saleId, product_id: gown.id });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ amount: 500, commission: '0.00', refund: 0, paid_with: 'voucher', balance: 500 });
      expect((await redeem({ code, sale_id: saleId, product_id: gown.id })).body).toEqual(first.body);
      expect((await redeem({ code, product_id: gown.id })).body).toMatchObject({ amount: 500, balance: 0 });
      const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM transactions`))[0].n;
      expectError(await redeem({ code, product_id: gown.id }), 409, 'This gift card does not cover the price.');
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM transactions`))[0].n).toBe(before);
      expect(await balanceOf(code)).toBe(0);

      const details = await t.get(`/api/transactions/${first.body.transaction_id}`, { token: merchant.token });
      expect(details.body).toMatchObject({ paidWith: 'voucher', amount: 500, commission: '0.00' });
      const cardId = (await t.dataSource.query(`SELECT id FROM gift_cards WHERE code = $1`, [code]))[0].id;
      const redemptions = await t.get(`/api/gift-cards/${cardId}/redemptions`, { token: merchant.token });
      expect(redemptions.body.map((r: { amount: number }) => r.amount)).toEqual([500, 500]);
    });

    it('spends the price after promotions', async () => {
      const { card, sell, redeem, merchant } = await shop();
      const { code } = (await sell({ product_id: card.id, amount: 1000 })).body.voucher;
      await t.post('/api/promotions', { name: 'Quarter off', kind: 'sale', percentOff: 25 }, { token: merchant.token });
      expect((await redeem({ code })).body).toMatchObject({ amount: 300, refund: 0, discount: { kind: 'sale', amount: 100 }, balance: 700 });
      // A coupon typed before paying with the card counts too, when it is worth more.
      await t.post('/api/promotions', { name: 'Half', kind: 'coupon', code: 'HALF', percentOff: 50 }, { token: merchant.token });
      expect((await redeem({ code, coupon: 'half' })).body).toMatchObject({
        amount: 200,
        discount: { kind: 'coupon', code: 'HALF', amount: 200 },
        balance: 500,
      });
    });

    it('refuses a concurrent double spend of one balance at two vendors', async () => {
      const { merchant, card, sell, redeem, apiKey } = await shop();
      const second = await make.vendor(merchant.id);
      const secondDress = await make.product(second.id, { price: 400 });
      const { code } = (await sell({ product_id: card.id, amount: 1000 })).body.voucher;
      await redeem({ code });
      // L$600 left: two L$400 purchases at the same time, at two vendors. Exactly one goes through.
      const [a, b] = await Promise.all([
        redeem({ code }),
        t.request('POST', '/api/lsl/vouchers/redeem', {
          rawBody: JSON.stringify({ vendor_id: second.lslKey, product_id: secondDress.id, code, user_id: randomUUID(), sale_id: randomUUID() }),
          headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await balanceOf(code)).toBe(200);
      expect(
        (
          await t.dataSource.query(`SELECT count(*)::int AS n FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r."giftCardId" WHERE g.code = $1`, [
            code,
          ])
        )[0].n,
      ).toBe(2);
    });

    it("answers 404 to an unknown code, another merchant's card and a voided card", async () => {
      const { card, sell, redeem, merchant } = await shop();
      const other = await shop();
      const { code: theirs } = (await other.sell({ product_id: other.card.id, amount: 1000 })).body.voucher;
      expectError(await redeem({ code: 'GC-0000-0000-0000-0000' }), 404, 'Unknown gift card code.');
      expectError(await redeem({ code: theirs }), 404, 'Unknown gift card code.');
      const { code } = (await sell({ product_id: card.id, amount: 1000 })).body.voucher;
      const cardId = (await t.dataSource.query(`SELECT id FROM gift_cards WHERE code = $1`, [code]))[0].id;
      expectError(await t.post(`/api/gift-cards/${cardId}/void`, undefined, { token: other.merchant.token }), 404, 'Gift card not found.');
      const voided = await t.post(`/api/gift-cards/${cardId}/void`, undefined, { token: merchant.token });
      expect(voided.body).toMatchObject({ id: cardId, voidedAt: expect.any(String), balance: 1000 });
      expectError(await redeem({ code }), 404, 'Unknown gift card code.');
      expect(await balanceOf(theirs)).toBe(1000);
    });

    it('issues a card by hand, lists only your own, and refuses a bad face value', async () => {
      const { merchant, redeem: redeemHere } = await shop();
      const other = await shop();
      const issued = await t.post('/api/gift-cards', { faceValue: 250, holderName: 'Contest winner', note: 'December contest' }, { token: merchant.token });
      expect(issued.status).toBe(201);
      expect(issued.body).toMatchObject({
        code: expect.stringMatching(CODE),
        faceValue: 250,
        balance: 250,
        origin: 'merchant',
        holderName: 'Contest winner',
        redemptions: 0,
        voidedAt: null,
      });
      expect((await t.get('/api/gift-cards', { token: other.merchant.token })).body).toEqual([]);
      expectError(await t.get(`/api/gift-cards/${issued.body.id}/redemptions`, { token: other.merchant.token }), 404, 'Gift card not found.');
      expectError(
        await t.post('/api/gift-cards', { faceValue: 0 }, { token: merchant.token }),
        400,
        'Face value must be a whole number of L$ from 1 to 1,000,000',
      );
      expectError(
        await t.post('/api/gift-cards', { faceValue: 10, holderKey: 'Bob' }, { token: merchant.token }),
        400,
        'Holder must be an avatar key (a UUID), or empty',
      );
      // The card issued by hand is known at the merchant's vendors (L$250 does not cover the L$400 dress), and nowhere else.
      expectError(await redeemHere({ code: issued.body.code }), 409, 'This gift card does not cover the price.');
      expectError(await other.redeem({ code: issued.body.code }), 404, 'Unknown gift card code.');
    });

    it('refuses a gift card payment for a product of another vendor', async () => {
      const { card, sell, redeem } = await shop();
      const other = await shop();
      const { code } = (await sell({ product_id: card.id, amount: 1000 })).body.voucher;
      const refused = await redeem({ code, product_id: other.dress.id });
      expect(refused.status).toBe(400);
      expect(await balanceOf(code)).toBe(1000);
    });
  });
});
