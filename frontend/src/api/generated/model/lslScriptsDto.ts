/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { LslScriptDto } from './lslScriptDto';

export interface LslScriptsDto {
  /** The address filled into API_BASE_URL: PUBLIC_URL, else the origin this page was loaded from. */
  baseUrl: string;
  scripts: LslScriptDto[];
}
