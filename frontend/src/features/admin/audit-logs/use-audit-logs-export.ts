import { useCallback, useEffect, useRef, useState } from 'react';

import { exportAuditLogs } from '../../../api/generated/endpoints/admin/admin';
import type { ExportAuditLogsParams } from '../../../api/generated/model';
import { sltDayLabel } from '../../../ui/slt-time';
import { useToast } from '../../../ui/toast/toast-context';
import { exportErrorMessage, saveFile, toCsvBlob } from '../../transactions/use-transactions-export';

export interface AuditLogsExport {
  running: boolean;
  start: (params: ExportAuditLogsParams) => void;
}

/** Downloads the audit log's CSV for the current filters through the generated client (signed in with the bearer token). */
export function useAuditLogsExport(): AuditLogsExport {
  const { toast } = useToast();
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (params: ExportAuditLogsParams) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setRunning(true);
      exportAuditLogs(params, abort.signal)
        .then((body) => {
          const fileName = `audit-log-${sltDayLabel(new Date())}.csv`;
          saveFile(toCsvBlob(body), fileName);
          toast({ variant: 'success', title: 'Success', description: `Saved ${fileName}` });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          toast({ title: 'Error', description: `Failed to export the audit log: ${exportErrorMessage(error)}`, variant: 'destructive' });
        })
        .finally(() => {
          if (controller.current === abort) controller.current = null;
          setRunning(false);
        });
    },
    [toast],
  );

  return { running, start };
}
