import { TestApp } from '../support/test-app';

describe('settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  const userRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT "emailTransactions", "emailRedeliveries", "emailEvents", "inWorldNotifications", "defaultCommissionRate" FROM users WHERE id = $1`,
        [id],
      )
    )[0];

  describe('notifications', () => {
    it('starts from the defaults and saves the four switches, returning the updated user', async () => {
      const user = await t.makeUser();
      expect(await userRow(user.id)).toEqual({
        emailTransactions: true,
        emailRedeliveries: true,
        emailEvents: false,
        inWorldNotifications: true,
        defaultCommissionRate: '5.00',
      });
      const response = await t.patch(
        '/api/settings/notifications',
        { emailTransactions: false, emailRedeliveries: false, emailEvents: true, inWorldNotifications: false },
        { token: user.token },
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: user.id,
        email: user.email,
        emailTransactions: false,
        emailRedeliveries: false,
        emailEvents: true,
        inWorldNotifications: false,
        defaultCommissionRate: '5.00',
      });
      expect(await userRow(user.id)).toMatchObject({ emailTransactions: false, emailRedeliveries: false, emailEvents: true, inWorldNotifications: false });
      expect((await t.get('/api/auth/user', { token: user.token })).body.emailEvents).toBe(true);
    });

    it('changes only the switches sent, and only for the caller', async () => {
      const user = await t.makeUser();
      const other = await t.makeUser();
      const response = await t.patch('/api/settings/notifications', { emailEvents: true }, { token: user.token });
      expect(response.body).toMatchObject({ emailTransactions: true, emailRedeliveries: true, emailEvents: true, inWorldNotifications: true });
      expect((await userRow(other.id)).emailEvents).toBe(false);
    });

    it.each([
      ['text', 'emailTransactions', 'Transaction e-mails must be true or false', { emailTransactions: 'yes' }],
      ['null', 'emailRedeliveries', 'Redelivery e-mails must be true or false', { emailRedeliveries: null }],
      ['a number', 'emailEvents', 'Event e-mails must be true or false', { emailEvents: 1 }],
      ['text', 'inWorldNotifications', 'In-world notifications must be true or false', { inWorldNotifications: 'off' }],
      ['an unknown switch', 'emailMarketing', 'Unknown field "emailMarketing" is not allowed', { emailMarketing: true }],
    ])('refuses %s for %s', async (_label, field, message, body) => {
      const user = await t.makeUser();
      const response = await t.patch('/api/settings/notifications', body, { token: user.token });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ [field]: [message] });
      expect(response.body.message).toBe(message);
    });
  });

  describe('default commission rate', () => {
    it.each([
      ['7.5', '7.50'],
      ['0', '0.00'],
      ['100', '100.00'],
      ['12.34', '12.34'],
      [2.5, '2.50'],
    ])('saves %j as %s and returns the updated user', async (defaultCommissionRate, stored) => {
      const user = await t.makeUser();
      const response = await t.patch('/api/settings/commission', { defaultCommissionRate }, { token: user.token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: user.id, defaultCommissionRate: stored, emailTransactions: true });
      expect((await userRow(user.id)).defaultCommissionRate).toBe(stored);
    });

    it.each([
      ['a missing rate', 'Commission rate is required', {}],
      ['a negative rate', 'Commission rate must be between 0 and 100', { defaultCommissionRate: '-0.01' }],
      ['a rate above 100', 'Commission rate must be between 0 and 100', { defaultCommissionRate: '100.01' }],
      ['a rate that is not a number', 'Commission rate must be between 0 and 100', { defaultCommissionRate: 'abc' }],
      ['an empty rate', 'Commission rate must be between 0 and 100', { defaultCommissionRate: '' }],
      ['a rate with 3 decimals', 'Commission rate can have at most 2 decimals', { defaultCommissionRate: '5.125' }],
    ])('refuses %s', async (_label, message, body) => {
      const user = await t.makeUser();
      const response = await t.patch('/api/settings/commission', body, { token: user.token });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ defaultCommissionRate: [message] });
      expect((await userRow(user.id)).defaultCommissionRate).toBe('5.00');
    });

    it('refuses unknown fields', async () => {
      const user = await t.makeUser();
      const response = await t.patch('/api/settings/commission', { defaultCommissionRate: '5', role: 'admin' }, { token: user.token });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ role: ['Unknown field "role" is not allowed'] });
    });
  });

  it('refuses callers without a token', async () => {
    expect((await t.patch('/api/settings/notifications', { emailEvents: true })).status).toBe(401);
    expect((await t.patch('/api/settings/commission', { defaultCommissionRate: '5' })).status).toBe(401);
  });
});
