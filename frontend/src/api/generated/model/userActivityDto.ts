/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UserActivityDto {
  activityType: string;
  /**
   * The actor's e-mail, when known.
   * @nullable
   */
  actorEmail: string | null;
  /**
   * Who did it: the user themselves, an administrator (their id), or null.
   * @nullable
   */
  actorId: string | null;
  createdAt: string;
  description: string;
  id: number;
}
