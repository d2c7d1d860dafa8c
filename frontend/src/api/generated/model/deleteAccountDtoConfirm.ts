/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Must be exactly "DELETE".
 */
export type DeleteAccountDtoConfirm = typeof DeleteAccountDtoConfirm[keyof typeof DeleteAccountDtoConfirm];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeleteAccountDtoConfirm = {
  DELETE: 'DELETE',
} as const;
