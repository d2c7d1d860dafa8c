import type { RedeliveryDto, RedeliveryDtoKind, RedeliveryDtoStatus } from '../../api/generated/model';

export type RedeliveryAction = 'process' | 'complete' | 'fail' | 'retry';

export const REDELIVERY_STATUS_LABELS: Record<RedeliveryDtoStatus, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  completed: 'Completed',
  failed: 'Failed',
};

/**
 * An open request (waiting for a box, or handed to one) can be sent to a box now (Process), or closed by hand as
 * completed or failed; a failed one can be retried; a completed one is done.
 */
export function actionsFor(status: RedeliveryDtoStatus): RedeliveryAction[] {
  switch (status) {
    case 'pending':
    case 'assigned':
      return ['process', 'complete', 'fail'];
    case 'failed':
      return ['retry'];
    case 'completed':
      return [];
  }
}

export interface RedeliveryToast {
  title: string;
  description: string;
  /** 'success' when it went to a box or was closed; 'default' (information) while it still waits. */
  variant: 'success' | 'default';
}

/** The toast after Process or Retry, from the request as the API answers it: the box it went to, or why it still waits. */
export function sentToBoxToast(request: Pick<RedeliveryDto, 'id' | 'status' | 'boxName' | 'waitingReason'>): RedeliveryToast {
  if (request.status === 'assigned' && request.boxName) {
    return { title: 'Success', description: `Sent to delivery box ${request.boxName}`, variant: 'success' };
  }
  if (request.status === 'pending') {
    return { title: `Request #${request.id} is waiting`, description: request.waitingReason ?? 'No delivery box can take it yet.', variant: 'default' };
  }
  return {
    title: 'Success',
    description: `Redelivery request #${request.id} is ${REDELIVERY_STATUS_LABELS[request.status].toLowerCase()}`,
    variant: 'success',
  };
}

export interface BoxCellText {
  text: string;
  /** A waiting reason, said in the muted colour; a box's name is not. */
  muted: boolean;
}

/** The Box column: the box a request went to, else why a waiting request has none yet; null when neither applies. */
export function boxCellText(request: Pick<RedeliveryDto, 'status' | 'boxName' | 'waitingReason'>): BoxCellText | null {
  if (request.boxName) return { text: request.boxName, muted: false };
  if (request.status === 'pending' && request.waitingReason) return { text: request.waitingReason, muted: true };
  return null;
}

/** The stats endpoint's percent string ('98.5') as shown on the tile; '—' before any request has been completed or failed. */
export function successRateLabel(successRate: string | null | undefined): string {
  return successRate === null || successRate === undefined ? '—' : `${successRate}%`;
}

/** The transaction a request is about, as the table shows it: T#1042. */
export function transactionLabel(transactionId: number): string {
  return `T#${transactionId}`;
}

/** What a row is: a purchase asked for again, or a sale whose vendor does not hold the item (a box delivers it: decision 0090). */
export const REDELIVERY_KIND_LABELS: Record<RedeliveryDtoKind, string> = {
  redelivery: 'Redelivery',
  sale: 'Sale delivery',
};
