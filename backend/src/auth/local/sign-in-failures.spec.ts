import { InProcessFailureStore } from './sign-in-failures';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

describe('InProcessFailureStore', () => {
  let store: InProcessFailureStore;
  let now: number;
  let member = 0;

  beforeEach(() => {
    now = 1_000_000_000;
    store = new InProcessFailureStore(() => now);
  });
  afterEach(() => store.stop());

  const attempt = (keys = ['account:a@example.com', 'address:198.51.100.1']) => store.reserve(keys, `m${++member}`, 10, WINDOW, now);

  it('takes 10 places in the window, then answers the time until the oldest of them leaves it', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect(await attempt()).toBe(0);
      now += MINUTE;
    }
    // The first failure was 10 minutes ago: it leaves the window in 5.
    expect(await attempt()).toBe(5 * MINUTE);
    now += 5 * MINUTE - 1;
    expect(await attempt()).toBe(1);
    // Once it has passed, one more attempt is let through, and then the second oldest decides.
    now += 1;
    expect(await attempt()).toBe(0);
    expect(await attempt()).toBe(MINUTE);
  });

  it('does not count a refused attempt, so waiting is enough', async () => {
    for (let index = 0; index < 10; index += 1) await attempt();
    for (let index = 0; index < 50; index += 1) expect(await attempt()).toBe(WINDOW);
    now += WINDOW;
    expect(await attempt()).toBe(0);
  });

  it('refuses when any one key is full, and then takes no place under the others', async () => {
    for (let index = 0; index < 10; index += 1) await attempt([`account:${index}@example.com`, 'address:198.51.100.1']);
    expect(await attempt(['account:fresh@example.com', 'address:198.51.100.1'])).toBe(WINDOW);
    // The fresh account has no failures: from another address it has all ten.
    for (let index = 0; index < 10; index += 1) expect(await attempt(['account:fresh@example.com', `address:203.0.113.${index}`])).toBe(0);
  });

  it('gives a place back on release, and forgets a key on clear', async () => {
    for (let index = 0; index < 9; index += 1) await attempt();
    await store.reserve(['account:a@example.com'], 'lucky', 10, WINDOW, now);
    expect(await attempt()).toBe(WINDOW);
    await store.release(['account:a@example.com'], 'lucky');
    expect(await attempt(['account:a@example.com'])).toBe(0);
    await store.clear('account:a@example.com');
    for (let index = 0; index < 10; index += 1) expect(await attempt(['account:a@example.com'])).toBe(0);
  });
});
