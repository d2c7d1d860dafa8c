/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { DeleteAccountDtoConfirm } from './deleteAccountDtoConfirm';

export interface DeleteAccountDto {
  /** Must be exactly "DELETE". */
  confirm: DeleteAccountDtoConfirm;
}
