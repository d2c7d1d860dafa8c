import { useState } from 'react';

import { ApiError } from '../api/api-error';
import { useToast } from './toast/toast-context';

export interface MutationCallbacks<R> {
  onSuccess: (result: R) => Promise<void>;
  onError: (error: unknown) => void;
}

export interface ConfirmedActionOptions<R> {
  /** Refetches what the call changed, before the toast. */
  refresh: () => Promise<unknown>;
  success: (result: R) => { title: string; description: string };
  /** The failure toast's text; the API's message is added after it. */
  failure: string;
}

/**
 * What the confirm dialogs of a card (delete, rotate key, …) share: the action's subject, kept while the dialog
 * fades out so its text does not change, and one way to run the call: refresh and toast on success, the error
 * toast on failure, and close either way.
 */
export function useConfirmedActions<A>(action: A | null, onDone: () => void) {
  const { toast } = useToast();
  const [shown, setShown] = useState<A | null>(action);
  if (action !== null && action !== shown) setShown(action);

  function run<R>(mutate: (callbacks: MutationCallbacks<R>) => void, { refresh, success, failure }: ConfirmedActionOptions<R>): void {
    mutate({
      onSuccess: async (result) => {
        await refresh();
        toast({ variant: 'success', ...success(result) });
        onDone();
      },
      onError: (error) => {
        toast({ title: 'Error', description: error instanceof ApiError ? `${failure}: ${error.message}` : failure, variant: 'destructive' });
        onDone();
      },
    });
  }

  return { subject: action ?? shown, run };
}
