import { describe, expect, it } from 'vitest';
import { actionsFor, successRateLabel, transactionLabel } from './redelivery-rules';

describe('redelivery rules', () => {
  it('offers Process on pending requests only, then Complete or Mark failed while processing', () => {
    expect(actionsFor('pending')).toEqual(['process']);
    expect(actionsFor('processing')).toEqual(['complete', 'fail']);
    expect(actionsFor('completed')).toEqual([]);
    expect(actionsFor('failed')).toEqual([]);
  });

  it('shows the success rate as a percent, or a dash when there is none yet', () => {
    expect(successRateLabel('98.5')).toBe('98.5%');
    expect(successRateLabel('100.0')).toBe('100.0%');
    expect(successRateLabel('0.0')).toBe('0.0%');
    expect(successRateLabel(null)).toBe('—');
    expect(successRateLabel(undefined)).toBe('—');
  });

  it('names the transaction T# and its id', () => {
    expect(transactionLabel(1042)).toBe('T#1042');
  });
});
