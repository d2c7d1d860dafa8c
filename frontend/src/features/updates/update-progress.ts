import type { UpdateBroadcastCountsDto, UpdateBroadcastDto, UpdateBroadcastDtoStatus } from '../../api/generated/model';

/** The Updates page asks again this often while an update has deliveries going out (docs/decisions/0023-update-broadcasts-queue.md). */
export const UPDATE_POLL_MS = 2000;

/** `/updates?publish=<product id>` opens the Publish new version dialog for that product (the Products page links here). */
export const PUBLISH_PARAM = 'publish';
export const publishPath = (productId: number) => `/updates?${PUBLISH_PARAM}=${productId}`;

export const STATUS_LABELS: Record<UpdateBroadcastDtoStatus, string> = {
  running: 'Sending',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export interface ProgressSegments {
  /** Avatars the update is for: every recipient but those who already had the version. */
  total: number;
  /** Percentages of `total`, each rounded down, so they never add up to more than 100. */
  sent: number;
  failed: number;
  handed: number;
  /** sent + failed: what is done, as a whole percent (100 only when nothing is left). */
  done: number;
}

function percent(part: number, total: number): number {
  return total === 0 ? 0 : Math.floor((part * 100) / total);
}

/** The progress bar's parts. An update with nobody to send to is done. */
export function progressSegments(counts: UpdateBroadcastCountsDto): ProgressSegments {
  const total = counts.recipients - counts.skipped;
  const finished = counts.sent + counts.failed;
  return {
    total,
    sent: percent(counts.sent, total),
    failed: percent(counts.failed, total),
    handed: percent(counts.handed, total),
    done: total === 0 ? 100 : percent(finished, total),
  };
}

/** '120 sent · 3 failed · 877 waiting (10 with a box) · 15 already had it · 2 cancelled'. */
export function countsLabel(counts: UpdateBroadcastCountsDto): string {
  const waiting = counts.waiting + counts.handed;
  const parts = [`${counts.sent.toLocaleString('en-US')} sent`, `${counts.failed.toLocaleString('en-US')} failed`];
  parts.push(`${waiting.toLocaleString('en-US')} waiting${counts.handed > 0 ? ` (${counts.handed.toLocaleString('en-US')} with a box)` : ''}`);
  if (counts.skipped > 0) parts.push(`${counts.skipped.toLocaleString('en-US')} already had it`);
  if (counts.cancelled > 0) parts.push(`${counts.cancelled.toLocaleString('en-US')} cancelled`);
  return parts.join(' · ');
}

/** Whether the figures can still move: something is queued or with a box, and the update is not paused with nothing out. */
export function isMoving(broadcast: UpdateBroadcastDto): boolean {
  if (broadcast.status === 'running') return true;
  return broadcast.counts.handed > 0;
}

/** The list is asked again every UPDATE_POLL_MS while any update is moving, not at all otherwise. */
export function pollInterval(broadcasts: UpdateBroadcastDto[] | undefined): number | false {
  return broadcasts?.some(isMoving) ? UPDATE_POLL_MS : false;
}

export const canPause = (broadcast: UpdateBroadcastDto) => broadcast.status === 'running';
export const canResume = (broadcast: UpdateBroadcastDto) => broadcast.status === 'paused';
export const canCancel = (broadcast: UpdateBroadcastDto) => broadcast.status === 'running' || broadcast.status === 'paused';
