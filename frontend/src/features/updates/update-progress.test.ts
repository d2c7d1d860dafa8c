import { describe, expect, it } from 'vitest';

import type { UpdateBroadcastCountsDto, UpdateBroadcastDto } from '../../api/generated/model';
import { canCancel, canPause, canResume, countsLabel, isMoving, pollInterval, progressSegments, publishPath, UPDATE_POLL_MS } from './update-progress';

const counts = (fields: Partial<UpdateBroadcastCountsDto> = {}): UpdateBroadcastCountsDto => ({
  recipients: 0,
  sent: 0,
  failed: 0,
  waiting: 0,
  handed: 0,
  skipped: 0,
  cancelled: 0,
  ...fields,
});

const broadcast = (status: UpdateBroadcastDto['status'], fields: Partial<UpdateBroadcastCountsDto> = {}): UpdateBroadcastDto => ({
  id: 4,
  productId: 31,
  productName: 'Velvet Evening Gown',
  productVersionId: 3,
  version: '2.0',
  itemName: 'Velvet Evening Gown v2',
  status,
  waitingReason: null,
  counts: counts(fields),
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
});

describe('update progress', () => {
  it('measures the bar against the buyers who did not have the version yet', () => {
    expect(progressSegments(counts({ recipients: 1000, skipped: 70, sent: 465, failed: 5, handed: 20, waiting: 440 }))).toEqual({
      total: 930,
      sent: 50,
      failed: 0,
      handed: 2,
      done: 50,
    });
    expect(progressSegments(counts({ recipients: 3, sent: 1, failed: 1, waiting: 1 }))).toMatchObject({ sent: 33, failed: 33, done: 66 });
    expect(progressSegments(counts({ recipients: 3, sent: 2, failed: 1 })).done).toBe(100);
  });

  it('shows an update with nobody to send to as done, not as a division by zero', () => {
    expect(progressSegments(counts())).toEqual({ total: 0, sent: 0, failed: 0, handed: 0, done: 100 });
    expect(progressSegments(counts({ recipients: 5, skipped: 5 })).done).toBe(100);
  });

  it('says sent, failed and waiting, then what was skipped or cancelled when there is any', () => {
    expect(countsLabel(counts({ recipients: 12, waiting: 12 }))).toBe('0 sent · 0 failed · 12 waiting');
    expect(countsLabel(counts({ recipients: 2000, sent: 1200, failed: 3, waiting: 700, handed: 10, skipped: 85, cancelled: 2 }))).toBe(
      '1,200 sent · 3 failed · 710 waiting (10 with a box) · 85 already had it · 2 cancelled',
    );
  });

  it('polls every 2 seconds while an update is sending or a box still holds some of its deliveries, and never otherwise', () => {
    expect(UPDATE_POLL_MS).toBe(2000);
    expect(isMoving(broadcast('running'))).toBe(true);
    expect(isMoving(broadcast('paused'))).toBe(false);
    expect(isMoving(broadcast('paused', { handed: 3 }))).toBe(true);
    expect(isMoving(broadcast('cancelled', { handed: 1 }))).toBe(true);
    expect(isMoving(broadcast('completed'))).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
    expect(pollInterval([])).toBe(false);
    expect(pollInterval([broadcast('completed'), broadcast('running')])).toBe(UPDATE_POLL_MS);
    expect(pollInterval([broadcast('completed'), broadcast('cancelled')])).toBe(false);
  });

  it('offers pause while sending, resume while paused, cancel until it has ended', () => {
    const offered = (status: UpdateBroadcastDto['status']) => [canPause, canResume, canCancel].map((can) => can(broadcast(status)));
    expect(offered('running')).toEqual([true, false, true]);
    expect(offered('paused')).toEqual([false, true, true]);
    expect(offered('completed')).toEqual([false, false, false]);
    expect(offered('cancelled')).toEqual([false, false, false]);
  });

  it('links the Products page to the dialog for one product', () => {
    expect(publishPath(31)).toBe('/updates?publish=31');
  });
});
