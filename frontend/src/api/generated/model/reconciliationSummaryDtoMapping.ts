/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ColumnMappingDto } from './columnMappingDto';

/**
 * The saved column mapping, if any.
 * @nullable
 */
export type ReconciliationSummaryDtoMapping = ColumnMappingDto | null;
