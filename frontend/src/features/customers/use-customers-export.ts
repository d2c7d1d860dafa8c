import { useCallback, useState } from 'react';

import { exportCustomers } from '../../api/generated/endpoints/customers/customers';
import type { ExportCustomersParams } from '../../api/generated/model';
import { sltDayLabel } from '../../ui/slt-time';
import { useToast } from '../../ui/toast/toast-context';
import { exportErrorMessage, saveFile, toCsvBlob } from '../transactions/use-transactions-export';

/** Downloads the buyers of the current filters as CSV, through the generated client; one download at a time. */
export function useCustomersExport(): { running: boolean; start: (params: ExportCustomersParams) => void } {
  const { toast } = useToast();
  const [running, setRunning] = useState(false);
  const start = useCallback(
    (params: ExportCustomersParams) => {
      setRunning(true);
      exportCustomers(params)
        .then((body) => saveFile(toCsvBlob(body), `customers-${sltDayLabel(new Date())}.csv`))
        .catch((error: unknown) => toast({ title: 'Error', description: `Failed to export customers: ${exportErrorMessage(error)}`, variant: 'destructive' }))
        .finally(() => setRunning(false));
    },
    [toast],
  );
  return { running, start };
}
