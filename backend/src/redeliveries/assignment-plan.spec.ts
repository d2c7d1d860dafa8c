import {
  type CandidateBox,
  planAssignments,
  WAITING_ALL_OFF,
  WAITING_NO_BOX,
  WAITING_NO_ITEM,
  WAITING_NO_LIVE_BOX,
  waitingNoBoxHolds,
} from './assignment-plan';

const seen = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 20, 12, 0) - minutesAgo * 60_000);

function box(id: number, fields: Partial<CandidateBox> = {}): CandidateBox {
  return { id, isActive: true, online: true, lastSeenAt: seen(1), inventory: ['Red Dress', 'Blue Jacket'], assigned: 0, ...fields };
}

describe('planAssignments', () => {
  it('hands a request to an online box that holds the item', () => {
    const plan = planAssignments([{ id: 1, item: 'Red Dress' }], [box(10, { inventory: ['Blue Jacket'] }), box(11)]);
    expect(plan).toEqual({ assignments: [{ requestId: 1, boxId: 11 }], waiting: [] });
  });

  it('spreads requests over the boxes that hold the item, least busy first', () => {
    const plan = planAssignments(
      [
        { id: 1, item: 'Red Dress' },
        { id: 2, item: 'Red Dress' },
        { id: 3, item: 'Red Dress' },
      ],
      [box(10, { assigned: 1 }), box(11)],
    );
    // 11 is idle; then both hold one and the tie goes to the first listed; then 11 is the less busy again.
    expect(plan.assignments).toEqual([
      { requestId: 1, boxId: 11 },
      { requestId: 2, boxId: 10 },
      { requestId: 3, boxId: 11 },
    ]);
  });

  it('breaks a tie with the box heard from last', () => {
    const plan = planAssignments([{ id: 1, item: 'Red Dress' }], [box(10, { lastSeenAt: seen(4) }), box(11, { lastSeenAt: seen(2) })]);
    expect(plan.assignments).toEqual([{ requestId: 1, boxId: 11 }]);
  });

  it('never hands a request to an offline or inactive box', () => {
    const plan = planAssignments([{ id: 1, item: 'Red Dress' }], [box(10, { online: false }), box(11, { isActive: false, online: true })]);
    expect(plan).toEqual({ assignments: [], waiting: [{ requestId: 1, reason: WAITING_NO_LIVE_BOX }] });
  });

  it('says why a request waits', () => {
    expect(planAssignments([{ id: 1, item: 'Red Dress' }], []).waiting).toEqual([{ requestId: 1, reason: WAITING_NO_BOX }]);
    expect(planAssignments([{ id: 1, item: 'Red Dress' }], [box(10, { isActive: false })]).waiting).toEqual([{ requestId: 1, reason: WAITING_ALL_OFF }]);
    expect(planAssignments([{ id: 1, item: null }], [box(10)]).waiting).toEqual([{ requestId: 1, reason: WAITING_NO_ITEM }]);
    expect(planAssignments([{ id: 1, item: 'Green Hat' }], [box(10)]).waiting).toEqual([{ requestId: 1, reason: waitingNoBoxHolds('Green Hat') }]);
    expect(waitingNoBoxHolds('Green Hat')).toBe('No online delivery box holds "Green Hat".');
  });

  it('matches item names exactly, as llGiveInventory does', () => {
    const plan = planAssignments([{ id: 1, item: 'red dress' }], [box(10)]);
    expect(plan.assignments).toEqual([]);
  });
});
