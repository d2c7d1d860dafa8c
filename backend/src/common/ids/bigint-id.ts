import type { ValueTransformer } from 'typeorm';

/**
 * Ids of `bigint` columns (transactions.id and the columns referencing it). `pg` returns int8 as a string; the API
 * returns ids as JSON numbers, which is exact while they stay below 2^53 (Number.MAX_SAFE_INTEGER): at 1 000 sales a
 * second that is 285 000 years away. Convert where a row leaves the database.
 */
export function bigintId(value: string | number): number {
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(id)) throw new RangeError(`The id ${String(value)} is beyond what a JSON number holds exactly.`);
  return id;
}

/** The same conversion for nullable columns. */
export function bigintIdOrNull(value: string | number | null): number | null {
  return value === null ? null : bigintId(value);
}

/** TypeORM: reads a bigint id column as a number (writes it as given). */
export const BIGINT_ID: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: string | number | null | undefined) => (value === null || value === undefined ? value : bigintId(value)),
};
