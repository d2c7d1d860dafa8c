import type { RedeliveryDtoStatus } from '../../api/generated/model';

export type RedeliveryAction = 'process' | 'complete' | 'fail';

/** Process starts a pending request; a request being processed is then completed or marked failed. */
export function actionsFor(status: RedeliveryDtoStatus): RedeliveryAction[] {
  if (status === 'pending') return ['process'];
  if (status === 'processing') return ['complete', 'fail'];
  return [];
}

/** The stats endpoint's percent string ('98.5') as shown on the tile; '—' before any request has been completed or failed. */
export function successRateLabel(successRate: string | null | undefined): string {
  return successRate === null || successRate === undefined ? '—' : `${successRate}%`;
}

/** The transaction a request is about, as the table shows it: T#1042. */
export function transactionLabel(transactionId: number): string {
  return `T#${transactionId}`;
}
