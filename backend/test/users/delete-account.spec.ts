import { randomUUID } from 'node:crypto';

import { ApiKey } from '../../src/api-keys/api-key.entity';
import { Activity } from '../../src/audit-log/activity.entity';
import { LocalAccount } from '../../src/auth/local/local-account.entity';
import { Product } from '../../src/products/product.entity';
import { Transaction } from '../../src/sales/transaction.entity';
import { User } from '../../src/users/user.entity';
import { Vendor } from '../../src/vendors/vendor.entity';
import { WebhookEndpoint } from '../../src/webhooks/webhook-endpoint.entity';
import { createApiKey, inWorldObject, saleBody, scripts } from '../in-world/in-world-support';
import { type Factories, factories } from '../support/factories';
import { TestApp, type TestUser } from '../support/test-app';

const CONFIRMATION_MESSAGE = 'Type DELETE to confirm that your account should be deleted';

describe('deleting your account (DELETE /api/auth/user)', () => {
  let t: TestApp;
  let make: Factories;

  beforeAll(async () => {
    t = await TestApp.start();
    make = factories(t.dataSource);
  });
  afterAll(() => t.close());

  const deleteAccount = (user: TestUser, body: unknown = { confirm: 'DELETE' }) => t.delete('/api/auth/user', { token: user.token, body });
  const userRow = (id: string) => t.dataSource.getRepository(User).findOneByOrFail({ id });

  /** A merchant with an API key, a vendor, a product and one sale recorded through the API. */
  async function merchantWithSales() {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const vendor = await make.vendor(merchant.id);
    const product = await make.product(vendor.id);
    const vendorScript = scripts(t, inWorldObject(apiKey));
    const sale = await vendorScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 300, productId: product.id }));
    expect(sale.status).toBe(200);
    return { merchant, apiKey, vendor, product, vendorScript, transactionId: sale.body.transaction_id as number };
  }

  it('refuses the token afterwards and revokes every API key, so a sale with the key gets 401', async () => {
    const { merchant, vendor, vendorScript } = await merchantWithSales();
    await createApiKey(t, merchant);

    const response = await deleteAccount(merchant);
    expect(response.status).toBe(204);

    expect((await t.get('/api/auth/user', { token: merchant.token })).status).toBe(401);
    expect((await t.get('/api/vendors', { token: merchant.token })).status).toBe(401);
    const keys = await t.dataSource.getRepository(ApiKey).findBy({ userId: merchant.id });
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.revokedAt !== null)).toBe(true);
    const sale = await vendorScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: vendor.lslKey, amount: 100 }));
    expect(sale.status).toBe(401);
    expect(sale.body.message).toBe('A valid API key is required.');
  });

  it('removes the personal data but keeps vendors (deactivated), products and sales for the records', async () => {
    const { merchant, vendor, product, transactionId } = await merchantWithSales();
    const secondVendor = await make.vendor(merchant.id);
    await t.dataSource.getRepository(User).update({ id: merchant.id }, { profileImageUrl: 'https://img.example.com/ava.png' });
    await t.dataSource
      .getRepository(WebhookEndpoint)
      .insert({ ownerId: merchant.id, url: 'https://hooks.example.com/slv', events: ['sale.*'], secret: 'whsec_x' });

    expect((await deleteAccount(merchant)).status).toBe(204);

    const row = await userRow(merchant.id);
    expect(row).toMatchObject({ firstName: null, lastName: null, email: null, profileImageUrl: null });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.sessionsRevokedAt).toBeInstanceOf(Date);

    const vendors = await t.dataSource.getRepository(Vendor).find({ where: { ownerId: merchant.id }, order: { id: 'ASC' } });
    expect(vendors.map((v) => ({ id: v.id, isActive: v.isActive }))).toEqual([
      { id: vendor.id, isActive: false },
      { id: secondVendor.id, isActive: false },
    ]);
    expect(await t.dataSource.getRepository(Product).findOneBy({ id: product.id })).not.toBeNull();
    const transaction = await t.dataSource.getRepository(Transaction).findOneByOrFail({ id: transactionId });
    expect(transaction).toMatchObject({ vendorId: vendor.id, amount: 300, status: 'completed' });

    const activity = await t.dataSource.getRepository(Activity).findOneByOrFail({ userId: merchant.id, activityType: 'account_deleted' });
    expect(activity.metadata).toEqual({
      revokedApiKeys: 1,
      deactivatedVendors: 2,
      deletedWebhookEndpoints: 1,
      deletedBlockedAvatars: 0,
      before: { role: 'vendor', isActive: true },
      after: null,
    });
    expect(await t.dataSource.getRepository(WebhookEndpoint).countBy({ ownerId: merchant.id })).toBe(0);
    expect(JSON.stringify(activity.metadata)).not.toContain('@');
    expect(activity.description).not.toContain('@');
  });

  it("leaves other merchants' account, keys and vendors untouched", async () => {
    const leaving = await merchantWithSales();
    const staying = await merchantWithSales();

    expect((await deleteAccount(leaving.merchant)).status).toBe(204);

    expect((await t.get('/api/auth/user', { token: staying.merchant.token })).body.email).toBe(staying.merchant.email);
    expect((await t.dataSource.getRepository(Vendor).findOneByOrFail({ id: staying.vendor.id })).isActive).toBe(true);
    const sale = await staying.vendorScript.postSale(saleBody({ buyer: randomUUID(), vendorKey: staying.vendor.lslKey, amount: 50 }));
    expect(sale.status).toBe(200);
  });

  it('refuses a wrong or missing confirmation with 400 and changes nothing', async () => {
    const { merchant, vendor } = await merchantWithSales();

    for (const body of [{ confirm: 'delete' }, { confirm: 'yes' }, {}, { confirm: 'DELETE', extra: true }]) {
      const response = await deleteAccount(merchant, body);
      expect(response.status).toBe(400);
    }
    const wrong = await deleteAccount(merchant, { confirm: 'delete' });
    expect(wrong.body).toMatchObject({ message: CONFIRMATION_MESSAGE, fieldErrors: { confirm: [CONFIRMATION_MESSAGE] } });
    const missing = await t.request('DELETE', '/api/auth/user', { token: merchant.token });
    expect(missing.status).toBe(400);

    const row = await userRow(merchant.id);
    expect(row.deletedAt).toBeNull();
    expect(row.email).toBe(merchant.email);
    expect((await t.dataSource.getRepository(Vendor).findOneByOrFail({ id: vendor.id })).isActive).toBe(true);
    expect((await t.get('/api/auth/user', { token: merchant.token })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await t.request('DELETE', '/api/auth/user', { body: { confirm: 'DELETE' } });
    expect(response.status).toBe(401);
  });
});

describe('deleting an account of the built-in sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ authMode: 'local' });
  });
  afterAll(() => t.close());

  const account = { email: 'leaving@example.com', password: 'correct horse', firstName: 'Lea', lastName: 'Ving' };

  it('removes the sign-in account, so the email and password no longer work, and frees the email', async () => {
    const signUp = await t.post('/api/auth/local/sign-up', account);
    expect(signUp.status).toBe(201);
    const token = signUp.body.token as string;
    const userId = (await t.get('/api/auth/user', { token })).body.id as string;
    expect(await t.dataSource.getRepository(LocalAccount).findOneBy({ id: userId })).not.toBeNull();

    const response = await t.delete('/api/auth/user', { token, body: { confirm: 'DELETE' } });
    expect(response.status).toBe(204);

    expect(await t.dataSource.getRepository(LocalAccount).findOneBy({ id: userId })).toBeNull();
    expect((await t.get('/api/auth/user', { token })).status).toBe(401);
    const signIn = await t.post('/api/auth/local/sign-in', { email: account.email, password: account.password });
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe('Invalid email or password.');

    // A new sign-up with the same email is a new, empty account.
    const again = await t.post('/api/auth/local/sign-up', account);
    expect(again.status).toBe(201);
    const fresh = await t.get('/api/auth/user', { token: again.body.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.id).not.toBe(userId);
  });
});
