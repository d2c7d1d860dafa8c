/**
 * The sales ledger's rules as SQL, for the statements that read `transactions` (the ledger's own, and the read-only
 * reports of other modules, which join it in their statements): written here once, interpolated everywhere.
 *
 * The text they produce is the text the statements always had, so their plans stay as they were. No index is partial on
 * the completed sales (those of transaction.entity.ts hold the rare statuses, `"status" <> 'completed'`); the sales
 * rollups' triggers keep their own copy of the rule in their migrations, as migrations must.
 */

/**
 * The sales that count: completed ones (not pending, refunded or failed). `sale` is the alias of `transactions` in the
 * statement; without one, the bare column (a statement reading `transactions` alone).
 */
export function completedSale(sale?: string): string {
  return sale === undefined ? `status = 'completed'` : `${sale}.status = 'completed'`;
}

/**
 * The condition keeping one owner's sales (`sale` is the alias of `transactions`), `AND …` with the owner pushed onto
 * `params`; empty for every owner's. `owner` is a user's owner scope (users/owner-scope.ts: null for an admin).
 */
export function andSaleOwnedBy(sale: string, owner: string | null, params: unknown[]): string {
  return owner === null ? '' : `AND ${sale}."ownerId" = $${params.push(owner)}`;
}
