/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CommissionCollectionSettingsDto {
  /**
   * The collection avatar's key; null: commission is not collected in-world.
   * @nullable
   */
  avatarKey: string | null;
  /**
   * The avatar's name, shown to merchants.
   * @maxLength 100
   * @nullable
   */
  avatarName: string | null;
  /**
   * Days unpaid commission may wait before the merchant's vendors are paused; null: never paused (the default).
   * @nullable
   */
  graceDays: number | null;
}
