import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';
import {
  type NewMarketplaceSale,
  type NewReconciledSale,
  type PurchaseRow,
  type ReconcilableRefund,
  type ReconcilableSale,
  SalesLedgerRepository,
} from './sales-ledger.repository';
import type { Transaction } from './transaction.entity';

/**
 * What the other folders ask of the sales ledger: whether a vendor or product has sales, the SL Marketplace's sales,
 * one sale of a merchant and a buyer's purchases. They call this, never the repository.
 */
@Injectable()
export class SalesLedgerService {
  constructor(private readonly ledger: SalesLedgerRepository) {}

  /** Whether the vendor has sales (of any status), in the caller's transaction: then it is deactivated, not deleted. */
  vendorHasSales(tx: Tx, vendorId: number): Promise<boolean> {
    return this.ledger.vendorHasSales(tx, vendorId);
  }

  /** Whether the product has sales (of any status), in the caller's transaction. */
  productHasSales(tx: Tx, productId: number): Promise<boolean> {
    return this.ledger.productHasSales(tx, productId);
  }

  /** The sale a Marketplace order of the merchant was recorded as, if it was. */
  findMarketplaceSale(tx: Tx, ownerId: string, marketplaceTransactionId: string): Promise<number | null> {
    return this.ledger.findMarketplaceSale(tx, ownerId, marketplaceTransactionId);
  }

  /** Records a Marketplace sale, completed, unless the merchant has this order already (then null). */
  recordMarketplaceSale(tx: Tx, sale: NewMarketplaceSale): Promise<number | null> {
    return this.ledger.recordMarketplaceSale(tx, sale);
  }

  /** The owner's sales that took L$ between two instants (reconciliation with the Second Life history). */
  salesForReconciliation(ownerId: string, from: Date, to: Date): Promise<ReconcilableSale[]> {
    return this.ledger.salesForReconciliation(ownerId, from, to);
  }

  /** The owner's vendors' in-world refunds that went through between two instants. */
  refundsForReconciliation(ownerId: string, from: Date, to: Date): Promise<ReconcilableRefund[]> {
    return this.ledger.refundsForReconciliation(ownerId, from, to);
  }

  /** Records a sale the merchant found in the history, in the caller's transaction; its id. */
  recordReconciledSale(tx: Tx, sale: NewReconciledSale): Promise<number> {
    return this.ledger.recordReconciledSale(tx, sale);
  }

  /** A sale of one of the owner's vendors, or null. */
  findSaleOfOwner(transactionId: number, ownerId: string): Promise<Transaction | null> {
    return this.ledger.findSaleOfOwner(transactionId, ownerId);
  }

  /** The buyer's completed purchases from the owner's vendors (or one of them), newest first, dated in SLT. */
  purchasesOfBuyer(ownerId: string, buyerId: string, vendorId: number | null, limit: number): Promise<PurchaseRow[]> {
    return this.ledger.purchasesOfBuyer(ownerId, buyerId, vendorId, limit);
  }
}
