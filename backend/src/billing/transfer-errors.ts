/** Second Life's error words for a failed llTransferLindenDollars (transaction_result's data), in plain English. */
const TRANSFER_ERRORS: Record<string, string> = {
  LINDENDOLLAR_INSUFFICIENTFUNDS: 'Your Second Life account did not have enough L$ to pay the commission.',
  LINDENDOLLAR_ENTITYDOESNOTEXIST: 'Second Life could not find the collection avatar.',
  MISSING_PERMISSION_DEBIT: 'The vendor script does not have permission to pay (debit permission): reset it and grant the permission.',
  THROTTLED: 'Second Life refused the payment because too many payments were made at once; it will be tried again.',
  GROUP_OWNED: 'A vendor deeded to a group cannot pay: take it back and rez it as yourself.',
  NOT_SUPPORTED: 'Second Life does not allow payments from this region or object.',
  TRANSFERS_DISABLED: 'Second Life has L$ transfers switched off for now; it will be tried again.',
  INVALID_AGENT: 'The collection avatar key is not a valid avatar.',
  INVALID_AMOUNT: 'The amount was not a whole number of L$ of at least 1.',
};

/** What a failed payment's reason means; an unknown word is quoted as Second Life sent it. */
export function explainTransferError(reason: string | null): string {
  if (!reason) return 'The vendor reported that the payment failed, without a reason.';
  return TRANSFER_ERRORS[reason.trim().toUpperCase()] ?? `Second Life refused the payment (${reason}).`;
}
