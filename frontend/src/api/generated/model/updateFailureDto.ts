/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UpdateFailureDto {
  /** @nullable */
  at: string | null;
  avatarKey: string;
  /** @nullable */
  avatarName: string | null;
  id: number;
  /** @nullable */
  reason: string | null;
}
