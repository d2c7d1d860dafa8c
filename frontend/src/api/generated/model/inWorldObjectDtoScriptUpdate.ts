/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ScriptUpdateDto } from './scriptUpdateDto';

/**
 * Set when the object runs an older script than the LSL Integration page serves (null when current, or when it sent no version).
 * @nullable
 */
export type InWorldObjectDtoScriptUpdate = ScriptUpdateDto | null;
