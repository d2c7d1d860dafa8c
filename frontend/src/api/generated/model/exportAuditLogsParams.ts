/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ExportAuditLogsParams = {
  /**
   * The actor's user id (who did it).
   */
  actor?: string;
  /**
   * The action, e.g. user_deactivated, transaction_refunded, sign_in_failed.
   */
  action?: string;
  /**
   * What it was done to: user, transaction, api_key, vendor, commission_config, ...
   */
  targetType?: string;
  /**
   * The target's id (with targetType).
   */
  targetId?: string;
  /**
   * From this SLT day (YYYY-MM-DD), included.
   */
  from?: string;
  /**
   * To this SLT day (YYYY-MM-DD), included.
   */
  to?: string;
  /**
   * @minimum 1
   */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  pageSize?: number;
};
