import { DAILY_SALES_MILESTONES, highestReached, ordinal, saleMilestoneFor } from './notification-kinds';

describe('sale milestones', () => {
  it('announces the milestone a batch of sales reached, or passed by at most 50 sales more', () => {
    expect(saleMilestoneFor(1, 1)).toBe(1);
    expect(saleMilestoneFor(9, 8)).toBe(1);
    expect(saleMilestoneFor(10, 1)).toBe(10);
    // Another instance recorded the 10th and 11th meanwhile: still announced (once, by its key).
    expect(saleMilestoneFor(12, 1)).toBe(10);
    expect(saleMilestoneFor(1_000, 3)).toBe(1_000);
  });

  it('leaves alone a milestone passed long before', () => {
    expect(saleMilestoneFor(0, 0)).toBeNull();
    expect(saleMilestoneFor(200, 1)).toBeNull();
    expect(saleMilestoneFor(5_000, 1)).toBeNull();
    expect(saleMilestoneFor(1_060, 1)).toBeNull();
  });

  it('finds the highest daily threshold reached and names ordinals', () => {
    expect(highestReached(DAILY_SALES_MILESTONES, 999)).toBeNull();
    expect(highestReached(DAILY_SALES_MILESTONES, 1_000)).toBe(1_000);
    expect(highestReached(DAILY_SALES_MILESTONES, 25_000)).toBe(10_000);
    expect([1, 10, 1_000].map(ordinal)).toEqual(['first', '10th', '1,000th']);
  });
});
