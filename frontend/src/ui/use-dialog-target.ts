import { useCallback, useState } from 'react';

export interface DialogTarget<T> {
  /** The item the dialog is about; kept after closing so the text does not change while the dialog fades out. */
  target: T | null;
  open: boolean;
  show: (target: T) => void;
  close: () => void;
}

/** Open/closed state of a dialog about one item (a row to view, refund, mark failed, …). */
export function useDialogTarget<T>(): DialogTarget<T> {
  const [state, setState] = useState<{ target: T | null; open: boolean }>({ target: null, open: false });
  const show = useCallback((target: T) => setState({ target, open: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { target: state.target, open: state.open, show, close };
}
