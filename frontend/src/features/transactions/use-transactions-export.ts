import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '../../api/api-error';
import { exportTransactions } from '../../api/generated/endpoints/transactions/transactions';
import type { ExportTransactionsParams } from '../../api/generated/model';
import { sltDayLabel } from '../../ui/slt-time';
import { useToast } from '../../ui/toast/toast-context';

export type ExportState = { status: 'idle' } | { status: 'running'; expectedRows: number | undefined } | { status: 'done'; fileName: string; bytes: number };

export interface TransactionsExport {
  state: ExportState;
  start: (params: ExportTransactionsParams, expectedRows?: number) => void;
  cancel: () => void;
  /** Hides the note about the last saved file. */
  dismiss: () => void;
}

/** The generated call gives the CSV as a Blob, or as text when the request helper reads the body as text. */
export function toCsvBlob(body: unknown): Blob {
  if (body instanceof Blob) return body;
  return new Blob([typeof body === 'string' ? body : ''], { type: 'text/csv;charset=utf-8' });
}

/** The API's own sentence for a refused export (e.g. too many at once, 429), else the generic one for the status. */
export function exportErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Please try again.';
  return error.status === 429 ? (error.apiMessage ?? error.message) : error.message;
}

/** Saves a downloaded file through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the CSV of the current filters through the generated client; one export at a time, cancellable. */
export function useTransactionsExport(): TransactionsExport {
  const { toast } = useToast();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (params: ExportTransactionsParams, expectedRows?: number) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'running', expectedRows });
      exportTransactions(params, abort.signal)
        .then((body) => {
          const blob = toCsvBlob(body);
          const fileName = `transactions-${sltDayLabel(new Date())}.csv`;
          saveFile(blob, fileName);
          setState({ status: 'done', fileName, bytes: blob.size });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) {
            setState({ status: 'idle' });
            return;
          }
          setState({ status: 'idle' });
          const message = exportErrorMessage(error);
          toast({ title: 'Error', description: `Failed to export transactions: ${message}`, variant: 'destructive' });
        })
        .finally(() => {
          if (controller.current === abort) controller.current = null;
        });
    },
    [toast],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, dismiss };
}
