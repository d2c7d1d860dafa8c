import { describe, expect, it } from 'vitest';

import { setupSteps } from './getting-started';

const NEW_ACCOUNT = { vendors: 0, products: 0, inWorldObjects: 0, anyInWorldRequest: false };

describe('setupSteps', () => {
  it('leaves all three steps to do on a new account: vendor, product, script', () => {
    const steps = setupSteps(NEW_ACCOUNT);
    expect(steps.map((step) => [step.key, step.done])).toEqual([
      ['vendor', false],
      ['product', false],
      ['script', false],
    ]);
    expect(steps.map((step) => step.to)).toEqual(['/vendors?create=1', '/products', '/lsl-integration']);
  });

  it("marks each step done from the user's own data", () => {
    expect(setupSteps({ ...NEW_ACCOUNT, vendors: 1 }).map((step) => step.done)).toEqual([true, false, false]);
    expect(setupSteps({ ...NEW_ACCOUNT, vendors: 1, products: 3 }).map((step) => step.done)).toEqual([true, true, false]);
    expect(setupSteps({ vendors: 1, products: 3, inWorldObjects: 1, anyInWorldRequest: false }).every((step) => step.done)).toBe(true);
    expect(setupSteps({ ...NEW_ACCOUNT, anyInWorldRequest: true })[2].done).toBe(true);
  });
});
