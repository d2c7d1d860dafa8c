import type { ThrottlerStorage } from '@nestjs/throttler';

import { SharedThrottlerStorage } from './shared-throttler-storage';

const MINUTE = 60_000;

describe('SharedThrottlerStorage', () => {
  let reachable: boolean;
  let sharedCalls: number;
  let failing: boolean;
  const shared: ThrottlerStorage = {
    increment: async () => {
      sharedCalls += 1;
      if (failing) throw new Error('Connection is closed.');
      return { totalHits: 7, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 };
    },
  };
  let storage: SharedThrottlerStorage;

  beforeEach(() => {
    reachable = true;
    failing = false;
    sharedCalls = 0;
    storage = new SharedThrottlerStorage(shared, () => reachable);
    jest.spyOn(storage['logger'], 'error').mockImplementation(() => undefined);
    jest.spyOn(storage['logger'], 'log').mockImplementation(() => undefined);
  });
  afterEach(() => storage.onApplicationShutdown());

  it('counts in the shared store while it is reachable', async () => {
    expect((await storage.increment('vendor:a', MINUTE, 2, MINUTE, 'script-minute')).totalHits).toBe(7);
    expect(sharedCalls).toBe(1);
  });

  it('counts on this instance alone while Redis is not connected, and keeps limiting', async () => {
    reachable = false;
    const hits = [];
    for (let index = 0; index < 3; index += 1) hits.push(await storage.increment('vendor:a', MINUTE, 2, MINUTE, 'script-minute'));
    expect(sharedCalls).toBe(0);
    expect(hits.map((hit) => hit.totalHits)).toEqual([1, 2, 3]);
    expect(hits[2].isBlocked).toBe(true);
  });

  it('falls back when a shared count fails, logs the outage once, and shares again once Redis answers', async () => {
    failing = true;
    await storage.increment('user:u', MINUTE, 5, MINUTE, 'user');
    await storage.increment('user:u', MINUTE, 5, MINUTE, 'user');
    expect(storage['logger'].error).toHaveBeenCalledTimes(1);

    failing = false;
    expect((await storage.increment('user:u', MINUTE, 5, MINUTE, 'user')).totalHits).toBe(7);
    expect(storage['logger'].log).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Rate limits are shared between instances again' }));
  });
});
