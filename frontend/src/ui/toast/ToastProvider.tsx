import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useCallback, useMemo, useState } from 'react';

import { type ToastApi, ToastContext, type ToastOptions, type ToastVariant } from './toast-context';

export const TOAST_DURATION_MS = 5000;

interface QueuedToast extends ToastOptions {
  id: number;
}

export interface ToastProviderProps {
  children: ReactNode;
}

/** Shows one toast at a time, newest last; each closes itself after 5 seconds. */
const SEVERITY: Record<ToastVariant, AlertColor> = { default: 'info', success: 'success', destructive: 'error' };

export function ToastProvider({ children }: ToastProviderProps) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const toast = useCallback((options: ToastOptions) => {
    setQueue((items) => [...items, { ...options, id: Date.now() + Math.random() }]);
    setOpen(true);
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast }), [toast]);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  const showNext = () => {
    setQueue((items) => items.slice(1));
    setOpen(true);
  };

  // The theme's 'sm' breakpoint (600 px), written out: the provider may sit outside the ThemeProvider.
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={current?.id}
        open={current !== undefined && open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={close}
        slotProps={{ transition: { onExited: showNext } }}
        // On a phone the navigation drawer's last links (Settings) sit at the bottom: a toast there covers them.
        anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: phone ? 'center' : 'right' }}
      >
        {current ? (
          <Alert
            onClose={close}
            severity={SEVERITY[current.variant ?? 'default']}
            variant="filled"
            sx={{ width: '100%', minWidth: 280 }}
            role={current.variant === 'destructive' ? 'alert' : 'status'}
          >
            <AlertTitle>{current.title}</AlertTitle>
            {current.description}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}
