/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { HistoryUploadResultDtoStatus } from './historyUploadResultDtoStatus';
import type { HistoryUploadResultDtoUpload } from './historyUploadResultDtoUpload';

export interface HistoryUploadResultDto {
  /** The headers found, to map (needs_mapping); empty otherwise. */
  headers: string[];
  /** Lines matched by this upload (new ones, and older ones now matched). */
  matchedNow: number;
  /**
   * What to do next, when a mapping is needed.
   * @nullable
   */
  message: string | null;
  /** needs_mapping: the headers were not recognised; nothing was imported. */
  status: HistoryUploadResultDtoStatus;
  /** @nullable */
  upload: HistoryUploadResultDtoUpload;
}
