import { useResendLocalVerification } from '../../api/generated/endpoints/local-sign-in/local-sign-in';
import { useToast } from '../../ui/toast/toast-context';
import { accountErrorText } from './account-errors';

/** 'Resend link' for an unverified address, with its toasts (the banner and Settings → Security share it). */
export function useResendVerification() {
  const { toast } = useToast();
  return useResendLocalVerification({
    mutation: {
      onSuccess: ({ message }) => toast({ variant: 'success', title: 'Verification link sent', description: message }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not send the link', description: accountErrorText(error) }),
    },
  });
}
