import type { Tx } from '../database/transaction';
import { AccountClosing } from './account-closing';

describe('AccountClosing', () => {
  const step = (key: string, count: number) => ({ key, run: jest.fn(async () => count) });

  it('stops the start-up when a module did not register a step every deletion needs', () => {
    const closing = new AccountClosing();
    closing.register(step('revokedApiKeys', 0));
    expect(() => closing.onApplicationBootstrap()).toThrow('Deleting an account needs the steps deactivatedVendors (ApiKeysModule, VendorsModule).');
  });

  it('starts with both, and runs every step in the order registered, counting those with a key', async () => {
    const closing = new AccountClosing();
    const order: string[] = [];
    for (const [key, count] of [
      ['revokedApiKeys', 2],
      ['deactivatedVendors', 3],
    ] as const) {
      closing.register({ key, run: async () => (order.push(key), count) });
    }
    closing.register({ run: async () => (order.push('local sign-in'), 1) });
    expect(() => closing.onApplicationBootstrap()).not.toThrow();
    expect(await closing.run({} as Tx, 'user-1', new Date())).toEqual({ revokedApiKeys: 2, deactivatedVendors: 3 });
    expect(order).toEqual(['revokedApiKeys', 'deactivatedVendors', 'local sign-in']);
  });

  it('refuses to delete without the required steps, before running any', async () => {
    const closing = new AccountClosing();
    const only = step('revokedApiKeys', 1);
    closing.register(only);
    await expect(closing.run({} as Tx, 'user-1', new Date())).rejects.toThrow('deactivatedVendors');
    expect(only.run).not.toHaveBeenCalled();
  });
});
