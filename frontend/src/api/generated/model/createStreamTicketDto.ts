/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { LiveStream } from './liveStream';

export interface CreateStreamTicketDto {
  /** The stream to open: your notifications, or the activity monitor (admins). */
  stream: LiveStream;
}
