import { describe, expect, it } from 'vitest';

import { actionsFor, boxCellText, sentToBoxToast, successRateLabel, transactionLabel } from './redelivery-rules';

describe('redelivery rules', () => {
  it('offers Process, Complete and Mark failed on open requests, Retry on failed ones, nothing on completed ones', () => {
    expect(actionsFor('pending')).toEqual(['process', 'complete', 'fail']);
    expect(actionsFor('assigned')).toEqual(['process', 'complete', 'fail']);
    expect(actionsFor('failed')).toEqual(['retry']);
    expect(actionsFor('completed')).toEqual([]);
  });

  it('says which delivery box a request was sent to', () => {
    expect(sentToBoxToast({ id: 7, status: 'assigned', boxName: 'Main Store Box', waitingReason: null })).toEqual({
      title: 'Success',
      description: 'Sent to delivery box Main Store Box',
      variant: 'success',
    });
  });

  it('says why a request still waits', () => {
    const reason = 'No online delivery box holds "Red Dress".';
    expect(sentToBoxToast({ id: 7, status: 'pending', boxName: null, waitingReason: reason })).toEqual({
      title: 'Request #7 is waiting',
      description: reason,
      variant: 'default',
    });
    expect(sentToBoxToast({ id: 7, status: 'pending', boxName: null, waitingReason: null }).description).toBe('No delivery box can take it yet.');
  });

  it('names the status of a request another hand closed meanwhile', () => {
    expect(sentToBoxToast({ id: 7, status: 'completed', boxName: 'Main Store Box', waitingReason: null })).toMatchObject({
      description: 'Redelivery request #7 is completed',
      variant: 'success',
    });
  });

  it("shows the box's name, or a waiting request's reason in the muted colour", () => {
    expect(boxCellText({ status: 'assigned', boxName: 'Main Store Box', waitingReason: null })).toEqual({ text: 'Main Store Box', muted: false });
    expect(boxCellText({ status: 'completed', boxName: 'Main Store Box', waitingReason: null })).toEqual({ text: 'Main Store Box', muted: false });
    expect(boxCellText({ status: 'pending', boxName: null, waitingReason: 'No delivery box is online.' })).toEqual({
      text: 'No delivery box is online.',
      muted: true,
    });
    expect(boxCellText({ status: 'failed', boxName: null, waitingReason: 'No delivery box is online.' })).toBeNull();
    expect(boxCellText({ status: 'completed', boxName: null, waitingReason: null })).toBeNull();
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
