import type { EntityManager } from 'typeorm';

/**
 * An open database transaction, as services hold it. A repository's `transaction(work)` opens one and hands it to
 * `work`; services only pass it on, to repository methods (or to services that pass it on), so that what those write
 * joins the transaction. Reading and writing through it is a repository's job: src/architecture.spec.ts fails when a
 * service uses it (or imports DataSource or EntityManager) itself.
 */
export type Tx = EntityManager;
