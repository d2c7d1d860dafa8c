import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse } from 'yaml';

export const LSL_TYPES = ['integer', 'float', 'string', 'key', 'vector', 'rotation', 'list'] as const;
export type LslType = (typeof LSL_TYPES)[number];

export interface LslParameter {
  name: string;
  type: LslType;
}

export interface LslFunctionDefinition {
  name: string;
  parameters: LslParameter[];
  returns: LslType | 'void';
  /** Why an ordinary script must not call it (deprecated, god mode, private), if so. */
  unusable?: string;
}

export interface LslEventDefinition {
  name: string;
  parameters: LslParameter[];
  deprecated: boolean;
}

export interface LslConstantDefinition {
  name: string;
  type: LslType;
  unusable?: string;
}

export interface LslDefinitions {
  functions: Map<string, LslFunctionDefinition>;
  events: Map<string, LslEventDefinition>;
  constants: Map<string, LslConstantDefinition>;
  /** Flow-control words (if, state, jump, print, ...) that cannot name a variable or function. */
  keywords: Set<string>;
}

/** The repository sits beside `shared/` locally and in CI: <parent>/main and <parent>/shared. */
const REPOSITORY_ROOT = resolve(__dirname, '../../..');

export function lslDefinitionsCandidates(): string[] {
  const fromEnvironment = process.env.LSL_DEFINITIONS;
  const besideCheckout = resolve(REPOSITORY_ROOT, '../shared/lsl/lsl_definitions.yaml');
  return fromEnvironment ? [resolve(fromEnvironment), besideCheckout] : [besideCheckout];
}

export function locateLslDefinitions(candidates: string[] = lslDefinitionsCandidates()): string {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const looked = candidates.map((candidate) => `  - ${candidate}`).join('\n');
  const inCi = process.env.CI ? ' CI must provide it: check out the shared folder beside the repository.' : '';
  throw new Error(
    "Linden Lab's LSL definitions (lsl_definitions.yaml) were not found, so the LSL scripts cannot be checked." +
      `${inCi}\nLooked in:\n${looked}\n` +
      'Put the shared folder beside the checkout (../shared/lsl/lsl_definitions.yaml) or set LSL_DEFINITIONS to the file.',
  );
}

export function loadLslDefinitions(path: string = locateLslDefinitions()): LslDefinitions {
  return parseLslDefinitions(readFileSync(path, 'utf8'));
}

type YamlEntry = Record<string, unknown>;
type YamlArguments = Array<Record<string, { type?: string }>> | null | undefined;

export function parseLslDefinitions(yamlText: string): LslDefinitions {
  const document = parse(yamlText) as Record<string, Record<string, YamlEntry> | undefined>;
  const functions = new Map<string, LslFunctionDefinition>();
  const events = new Map<string, LslEventDefinition>();
  const constants = new Map<string, LslConstantDefinition>();

  for (const [name, entry] of Object.entries(document.functions ?? {})) {
    functions.set(name, {
      name,
      parameters: toParameters(name, entry.arguments as YamlArguments),
      returns: entry.return === 'void' ? 'void' : toType(name, entry.return),
      unusable: unusableReason(entry),
    });
  }
  for (const [name, entry] of Object.entries(document.events ?? {})) {
    events.set(name, { name, parameters: toParameters(name, entry.arguments as YamlArguments), deprecated: Boolean(entry.deprecated) });
  }
  for (const [name, entry] of Object.entries(document.constants ?? {})) {
    constants.set(name, { name, type: toType(name, entry.type), unusable: unusableReason(entry) });
  }
  if (functions.size === 0 || events.size === 0 || constants.size === 0) {
    throw new Error('The LSL definitions file has no functions, events or constants: it is not lsl_definitions.yaml.');
  }
  const keywords = new Set(Object.keys(document.controls ?? {}));
  return { functions, events, constants, keywords };
}

function toParameters(owner: string, args: YamlArguments): LslParameter[] {
  return (args ?? []).map((argument) => {
    const [name, detail] = Object.entries(argument)[0];
    return { name, type: toType(`${owner}(${name})`, detail.type) };
  });
}

function toType(owner: string, value: unknown): LslType {
  if (value === 'quaternion') return 'rotation';
  if (typeof value === 'string' && (LSL_TYPES as readonly string[]).includes(value)) return value as LslType;
  throw new Error(`Unknown LSL type ${String(value)} for ${owner} in the definitions.`);
}

function unusableReason(entry: YamlEntry): string | undefined {
  if (entry['god-mode'] === true) return 'works only in god mode';
  if (entry.private === true) return 'is private to Linden Lab';
  if (entry.deprecated) return 'is deprecated';
  return undefined;
}
