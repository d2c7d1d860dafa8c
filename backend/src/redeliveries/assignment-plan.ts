/** A pending redelivery request and the inventory name of the item to give (null when the sale names no product). */
export interface WaitingRequest {
  id: number;
  item: string | null;
}

/** A delivery box as the dispatcher sees it. */
export interface CandidateBox {
  id: number;
  isActive: boolean;
  online: boolean;
  /** Latest heartbeat of its objects, for breaking ties; null when never seen. */
  lastSeenAt: Date | null;
  inventory: readonly string[];
  /** Requests already handed to it and not yet reported. */
  assigned: number;
}

export interface AssignmentPlan {
  assignments: { requestId: number; boxId: number }[];
  waiting: { requestId: number; reason: string }[];
}

export const WAITING_NO_ITEM = 'The purchase names no product, so no delivery box knows which item to give.';
export const WAITING_NO_BOX = 'No delivery box is set up: add one on the LSL Integration page.';
export const WAITING_ALL_OFF = 'Every delivery box is switched off: switch one on on the LSL Integration page.';
export const WAITING_NO_LIVE_BOX = 'No delivery box is online (none has sent a heartbeat in the last 11 minutes).';
export const waitingNoBoxHolds = (item: string) => `No online delivery box holds "${item}".`;

/**
 * Hands each request, oldest first, to an active online box that holds its item: the least busy one, then the one
 * heard from last. Requests no box can take wait, with the reason the merchant sees.
 */
export function planAssignments(requests: readonly WaitingRequest[], boxes: readonly CandidateBox[]): AssignmentPlan {
  const live = boxes.filter((box) => box.isActive && box.online).map((box) => ({ ...box, holds: new Set(box.inventory) }));
  const noBoxReason =
    boxes.length === 0 ? WAITING_NO_BOX : !boxes.some((box) => box.isActive) ? WAITING_ALL_OFF : live.length === 0 ? WAITING_NO_LIVE_BOX : null;
  const plan: AssignmentPlan = { assignments: [], waiting: [] };
  for (const request of requests) {
    const reason = request.item === null ? WAITING_NO_ITEM : noBoxReason;
    if (reason) {
      plan.waiting.push({ requestId: request.id, reason });
      continue;
    }
    const holders = live.filter((box) => box.holds.has(request.item!));
    if (holders.length === 0) {
      plan.waiting.push({ requestId: request.id, reason: waitingNoBoxHolds(request.item!) });
      continue;
    }
    const chosen = holders.reduce((best, box) =>
      box.assigned < best.assigned || (box.assigned === best.assigned && (box.lastSeenAt?.getTime() ?? 0) > (best.lastSeenAt?.getTime() ?? 0)) ? box : best,
    );
    chosen.assigned += 1;
    plan.assignments.push({ requestId: request.id, boxId: chosen.id });
  }
  return plan;
}
