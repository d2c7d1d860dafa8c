/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface BlockedAvatarDto {
  avatarKey: string;
  /** @nullable */
  avatarName: string | null;
  createdAt: string;
  message: string;
}
