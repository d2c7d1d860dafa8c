/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { LslScriptDtoKind } from './lslScriptDtoKind';

export interface LslScriptDto {
  fileName: string;
  kind: LslScriptDtoKind;
  /** The script, with API_BASE_URL (and the picked vendor or box key) filled in; the API key stays a placeholder. */
  source: string;
  title: string;
}
