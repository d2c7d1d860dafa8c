import { InProcessThrottlerStorage } from './in-process-throttler-storage';

describe('InProcessThrottlerStorage', () => {
  let now: number;
  let storage: InProcessThrottlerStorage;

  beforeEach(() => {
    now = 1_000_000;
    storage = new InProcessThrottlerStorage(() => now);
  });
  afterEach(() => storage.onApplicationShutdown());

  const hit = (key = 'script-minute:vendor:1', limit = 3, ttl = 60_000, block = 60_000) => storage.increment(key, ttl, limit, block, 'script-minute');

  it('lets `limit` hits through in the window and blocks the next one for the block duration', async () => {
    for (let index = 1; index <= 3; index += 1) {
      expect(await hit()).toMatchObject({ totalHits: index, isBlocked: false, timeToBlockExpire: 0 });
      now += 1_000;
    }
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 60 });
    now += 30_000;
    // Still blocked, and a blocked call is not counted.
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 30 });
    now += 30_000;
    // The block is over: a fresh window.
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('slides: each hit leaves the window ttl after it was counted', async () => {
    await hit();
    now += 40_000;
    await hit();
    await hit();
    now += 20_000; // the first hit has expired
    expect(await hit()).toMatchObject({ totalHits: 3, isBlocked: false });
    expect(await hit()).toMatchObject({ isBlocked: true });
  });

  it('counts keys apart', async () => {
    for (let index = 0; index < 3; index += 1) await hit('a');
    expect(await hit('a')).toMatchObject({ isBlocked: true });
    expect(await hit('b')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('keeps only the live hits of a busy key with a high limit', async () => {
    let blocked = 0;
    for (let index = 0; index < 200_000; index += 1) {
      // One expect at the end: 200 000 of them would take most of the test's time.
      if ((await hit('key:busy', 10_000_000, 60_000)).isBlocked) blocked += 1;
      now += 1; // 200 000 hits over 200 s: only the last 60 000 are in the window
    }
    expect(blocked).toBe(0);
    expect(await hit('key:busy', 10_000_000, 60_000)).toMatchObject({ totalHits: 60_000, isBlocked: false });
  });
});
