/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { MonitorEntryDto } from './monitorEntryDto';

export interface MonitorSnapshotDto {
  /** The latest 200 entries matching the filters, newest first. */
  entries: MonitorEntryDto[];
}
