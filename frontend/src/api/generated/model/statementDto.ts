/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { StatementLineDto } from './statementLineDto';
import type { StatementFiguresDto } from './statementFiguresDto';

export interface StatementDto {
  from: string;
  /** Oldest first. */
  lines: StatementLineDto[];
  to: string;
  totals: StatementFiguresDto;
}
