/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UpdateEventDto {
  /** Percent from 0 to 100 with at most 2 decimals, as a decimal string (a JSON number is accepted too). */
  commissionRate?: string;
  /**
   * @maxLength 2000
   * @nullable
   */
  description?: string | null;
  /** ISO 8601 with a time zone; after the start, at most 366 days later. The event runs until this instant. */
  endDate?: string;
  isActive?: boolean;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** ISO 8601 with a time zone. */
  startDate?: string;
}
