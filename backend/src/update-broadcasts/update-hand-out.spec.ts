import { WAITING_ALL_OFF, WAITING_NO_BOX, WAITING_NO_LIVE_BOX } from '../redeliveries/assignment-plan';
import { planUpdateHandOut } from './update-dispatcher';
import {
  boxCapacities,
  runsUpdateScript,
  UPDATE_DELIVERIES_IN_FLIGHT_PER_BOX,
  UPDATE_DELIVERIES_PER_BOX_PER_MINUTE,
  type UpdateBox,
  updateWaitingReason,
  WAITING_OLD_SCRIPT,
} from './update-hand-out';

const box = (fields: Partial<UpdateBox> = {}): UpdateBox => ({
  id: 1,
  isActive: true,
  online: true,
  scriptVersion: '2.1.0',
  inventory: ['Gown v2'],
  inFlight: 0,
  handedLastMinute: 0,
  lastSeenAt: new Date('2026-11-20T10:00:00Z'),
  ...fields,
});

describe('the update hand-out rules', () => {
  it('hands a box at most 10 deliveries a minute by default, and at most one page it has not reported', () => {
    expect(UPDATE_DELIVERIES_PER_BOX_PER_MINUTE).toBe(10);
    expect(UPDATE_DELIVERIES_IN_FLIGHT_PER_BOX).toBe(10);
    expect(boxCapacities([box()], 10)[0].capacity).toBe(10);
    expect(boxCapacities([box({ handedLastMinute: 7 })], 10)[0].capacity).toBe(3);
    expect(boxCapacities([box({ handedLastMinute: 12 })], 10)[0].capacity).toBe(0);
    expect(boxCapacities([box({ inFlight: 4 })], 1000)[0].capacity).toBe(6);
    expect(boxCapacities([box({ inFlight: 10, handedLastMinute: 10 })], 1000)[0].capacity).toBe(0);
  });

  it('leaves out boxes that are switched off, offline or run a delivery script older than 2.1.0', () => {
    const boxes = [
      box({ id: 1, isActive: false }),
      box({ id: 2, online: false }),
      box({ id: 3, scriptVersion: '2.0.0' }),
      box({ id: 4, scriptVersion: null }),
      box({ id: 5, scriptVersion: '2.1.0' }),
      box({ id: 6, scriptVersion: '3.0' }),
    ];
    expect(boxCapacities(boxes, 10).map((b) => b.boxId)).toEqual([5, 6]);
  });

  it('reads script versions as numbers, not text', () => {
    expect(runsUpdateScript('2.1.0')).toBe(true);
    expect(runsUpdateScript('2.1')).toBe(true);
    expect(runsUpdateScript('2.10.0')).toBe(true);
    expect(runsUpdateScript('10.0.0')).toBe(true);
    expect(runsUpdateScript('2.0.9')).toBe(false);
    expect(runsUpdateScript('1.9.9')).toBe(false);
    expect(runsUpdateScript('beta')).toBe(false);
    expect(runsUpdateScript(null)).toBe(false);
  });

  it('offers the least busy box first, then the one heard from last', () => {
    const boxes = [
      box({ id: 1, inFlight: 5 }),
      box({ id: 2, inFlight: 0, lastSeenAt: new Date('2026-11-20T09:00:00Z') }),
      box({ id: 3, inFlight: 0, lastSeenAt: new Date('2026-11-20T09:30:00Z') }),
    ];
    expect(boxCapacities(boxes, 10).map((b) => b.boxId)).toEqual([3, 2, 1]);
  });

  it('gives each box only the broadcasts whose item it holds, and says why the others wait', () => {
    const boxes = [box({ id: 1, inventory: ['Gown v2'] }), box({ id: 2, inventory: ['Hair v3', 'Gown v2'], handedLastMinute: 10 })];
    const plan = planUpdateHandOut(
      boxes,
      [
        { id: 7, itemName: 'Gown v2' },
        { id: 8, itemName: 'Hair v3' },
        { id: 9, itemName: 'Boots v2' },
      ],
      10,
    );
    // Box 2 has used its minute: it gets nothing now, but Hair v3 does not "wait for a box" since box 2 holds it.
    expect(plan.claims).toEqual([{ boxId: 1, broadcastIds: [7], limit: 10 }]);
    expect(plan.waitingReasons).toEqual([
      { broadcastId: 7, reason: null },
      { broadcastId: 8, reason: null },
      { broadcastId: 9, reason: 'No online delivery box holds "Boots v2".' },
    ]);
  });

  it('explains a broadcast that no box can take, most basic cause first', () => {
    expect(updateWaitingReason('Gown v2', [])).toBe(WAITING_NO_BOX);
    expect(updateWaitingReason('Gown v2', [box({ isActive: false })])).toBe(WAITING_ALL_OFF);
    expect(updateWaitingReason('Gown v2', [box({ online: false })])).toBe(WAITING_NO_LIVE_BOX);
    expect(updateWaitingReason('Gown v2', [box({ scriptVersion: '2.0.0' })])).toBe(WAITING_OLD_SCRIPT);
    expect(updateWaitingReason('Gown v2', [box({ inventory: ['Gown'] })])).toBe('No online delivery box holds "Gown v2".');
    expect(updateWaitingReason('Gown v2', [box()])).toBeNull();
  });
});
