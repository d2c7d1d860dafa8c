import { useCallback, useEffect, useRef, useState } from 'react';

import { followDownload } from '../../api/download-progress';
import { exportData, getDataExportSummary } from '../../api/generated/endpoints/data-export/data-export';
import { sltDayLabel } from '../../ui/slt-time';
import { useToast } from '../../ui/toast/toast-context';
import { exportErrorMessage, saveFile } from '../transactions/use-transactions-export';

export type DataExportState =
  | { status: 'idle' }
  /** Counting the rows: the totals the progress bar measures against. */
  | { status: 'counting' }
  | { status: 'running'; totalRows: number; files: number; estimatedBytes: number; receivedBytes: number }
  | { status: 'done'; fileName: string; bytes: number; totalRows: number; files: number };

export interface DataExport {
  state: DataExportState;
  start: () => void;
  cancel: () => void;
  /** Hides the note about the last saved file. */
  dismiss: () => void;
}

/** The ZIP's name, as the server names it: sl-vendor-data-YYYY-MM-DD.zip, the SLT date. */
export function dataExportFileName(now: Date): string {
  return `sl-vendor-data-${sltDayLabel(now)}.zip`;
}

/**
 * The share of the download received, in percent, against the server's estimate of the ZIP's size: never 100 before
 * the last byte (the estimate comes from a sample of each table and can be short).
 */
export function exportPercent(receivedBytes: number, estimatedBytes: number): number {
  if (estimatedBytes <= 0) return 0;
  return Math.min(99, Math.floor((receivedBytes / estimatedBytes) * 100));
}

/** "Export everything": counts the rows, then downloads the ZIP through the generated client, following its bytes. */
export function useDataExport(): DataExport {
  const { toast } = useToast();
  const [state, setState] = useState<DataExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(() => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'counting' });
    const run = async () => {
      const summary = await getDataExportSummary(abort.signal);
      const totals = { totalRows: summary.totalRows, files: summary.files, estimatedBytes: summary.estimatedBytes };
      setState({ status: 'running', ...totals, receivedBytes: 0 });
      let shown = 0;
      followDownload(abort.signal, (receivedBytes) => {
        // One render per percent (and per 256 KB when the estimate is short), not one per chunk.
        const percent = exportPercent(receivedBytes, totals.estimatedBytes);
        if (percent === exportPercent(shown, totals.estimatedBytes) && receivedBytes - shown < 256 * 1024) return;
        shown = receivedBytes;
        setState({ status: 'running', ...totals, receivedBytes });
      });
      const zip = await exportData(abort.signal);
      if (abort.signal.aborted) return;
      const fileName = dataExportFileName(new Date());
      saveFile(zip, fileName);
      setState({ status: 'done', fileName, bytes: zip.size, totalRows: totals.totalRows, files: totals.files });
    };
    run()
      .then(() => {
        if (abort.signal.aborted) setState({ status: 'idle' });
      })
      .catch((error: unknown) => {
        setState({ status: 'idle' });
        if (abort.signal.aborted) return;
        toast({ title: 'Error', description: `Failed to export your data: ${exportErrorMessage(error)}`, variant: 'destructive' });
      })
      .finally(() => {
        if (controller.current === abort) controller.current = null;
      });
  }, [toast]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, dismiss };
}
