/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UploadSummaryDto } from './uploadSummaryDto';

/**
 * @nullable
 */
export type HistoryUploadResultDtoUpload = UploadSummaryDto | null;
