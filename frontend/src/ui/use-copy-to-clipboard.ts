import { useCallback } from 'react';

import { useToast } from './toast/toast-context';

/** Copies text to the clipboard and says so in a toast: 'Copied!' with '{label} copied to clipboard'. */
export function useCopyToClipboard(): (text: string, label: string) => Promise<boolean> {
  const { toast } = useToast();
  return useCallback(
    async (text: string, label: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast({ variant: 'success', title: 'Copied!', description: `${label} copied to clipboard` });
        return true;
      } catch {
        toast({ title: 'Error', description: `Could not copy the ${label.toLowerCase()} to the clipboard`, variant: 'destructive' });
        return false;
      }
    },
    [toast],
  );
}
