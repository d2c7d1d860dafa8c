import { useCallback } from 'react';

import { useCompleteRedelivery, useFailRedelivery, useProcessRedelivery, useRetryRedelivery } from '../../api/generated/endpoints/redeliveries/redeliveries';
import type { RedeliveryDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { useToast } from '../../ui/toast/toast-context';
import { sentToBoxToast } from './redelivery-rules';

export interface RedeliveryActions {
  /** Sends the request to a delivery box now (or says why none can take it). */
  process: (request: RedeliveryDto) => void;
  retry: (request: RedeliveryDto) => void;
  complete: (request: RedeliveryDto) => void;
  /** Resolves true once the request is marked failed, so the reason dialog can close. */
  fail: (request: RedeliveryDto, reason: string) => Promise<boolean>;
  /** The id of the request whose action is running, if any. */
  busyId: number | undefined;
  failPending: boolean;
}

/** Process, Retry, Complete and Mark failed, each with its toast; every change refetches the list and the tiles. */
export function useRedeliveryActions(): RedeliveryActions {
  const { toast } = useToast();
  const refresh = useRefreshAfter('/api/redeliveries');

  // react-query keeps mutate and mutateAsync stable, so the callbacks (and the table's columns) are too.
  const sending = useProcessRedelivery();
  const retrying = useRetryRedelivery();
  const completing = useCompleteRedelivery();
  const failing = useFailRedelivery();
  const { mutate: sendToBox } = sending;
  const { mutate: sendAgain } = retrying;
  const { mutate: markCompleted } = completing;
  const { mutateAsync: markFailed } = failing;

  const process = useCallback(
    (request: RedeliveryDto) =>
      sendToBox(
        { id: request.id },
        {
          onSuccess: (sent) => toast(sentToBoxToast(sent)),
          onError: (error) => toast({ title: 'Error', description: `Failed to process redelivery request: ${error.message}`, variant: 'destructive' }),
          onSettled: refresh,
        },
      ),
    [sendToBox, toast, refresh],
  );

  const retry = useCallback(
    (request: RedeliveryDto) =>
      sendAgain(
        { id: request.id },
        {
          onSuccess: (sent) => toast(sentToBoxToast(sent)),
          onError: (error) => toast({ title: 'Error', description: `Failed to retry redelivery request: ${error.message}`, variant: 'destructive' }),
          onSettled: refresh,
        },
      ),
    [sendAgain, toast, refresh],
  );

  const complete = useCallback(
    (request: RedeliveryDto) =>
      markCompleted(
        { id: request.id },
        {
          onSuccess: () => toast({ variant: 'success', title: 'Success', description: `Redelivery request #${request.id} completed` }),
          onError: (error) => toast({ title: 'Error', description: `Failed to complete redelivery request: ${error.message}`, variant: 'destructive' }),
          onSettled: refresh,
        },
      ),
    [markCompleted, toast, refresh],
  );

  const fail = useCallback(
    async (request: RedeliveryDto, reason: string) => {
      try {
        await markFailed({ id: request.id, data: { reason } });
        toast({ variant: 'success', title: 'Success', description: `Redelivery request #${request.id} marked as failed` });
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        toast({ title: 'Error', description: `Failed to mark redelivery request as failed: ${message}`, variant: 'destructive' });
        return false;
      } finally {
        await refresh();
      }
    },
    [markFailed, toast, refresh],
  );

  const running = [sending, retrying, completing].find((mutation) => mutation.isPending);
  return { process, retry, complete, fail, busyId: running?.variables?.id, failPending: failing.isPending };
}
