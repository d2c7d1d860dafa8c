import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';

import { CommissionPaymentsService } from '../billing/commission-payments.service';
import { commissionForSale } from '../commissions/commission-engine';
import { CommissionInputsService } from '../commissions/commission-inputs.service';
import { Clock } from '../common/clock';
import { isSecondLifeKey } from '../common/second-life/avatar-key';
import type { Tx } from '../database/transaction';
import { DomainEvents } from '../event-bus/domain-events';
import { PayoutsService } from '../profit-sharing/payouts.service';
import { RefundOrdersService } from '../sales/refund-orders.service';
import { SalesLedgerService } from '../sales/sales-ledger.service';
import type { User } from '../users/user.entity';
import { VendorsService } from '../vendors/vendors.service';
import {
  type ColumnMappingDto,
  type HistoryLineDto,
  type HistoryUploadResultDto,
  MAX_HISTORY_LINES,
  type ReconciliationSummaryDto,
  type ResolveLineDto,
  type UnmatchedDto,
  type UploadHistoryDto,
  type UploadSummaryDto,
} from './dto/reconciliation.dto';
import { type ColumnMapping, dedupeKeyOf, findHeader, HistoryFileError, isComplete, parseCsv, readHistoryLines } from './history-csv';
import { type LineRow, ReconciliationRepository, type UploadRow } from './reconciliation.repository';
import type { LineResolution } from './reconciliation-line.entity';
import { type LedgerRecord, type LineToMatch, MATCH_TOLERANCE_MS, matchLines } from './reconciliation-matcher';

export const LINE_NOT_FOUND = 'History line not found.';
export const NEEDS_MAPPING =
  'The column headers of this file were not recognised. Say which column holds the date, the other resident and the amount (or credit and debit); the mapping is saved for your next uploads.';
const NULL_KEY = '00000000-0000-0000-0000-000000000000';
const LIST_LIMIT = 500;
/** A record linked by hand may be this far from its line. */
const LINK_WINDOW_MS = 30 * 24 * 3600_000;

/**
 * Each kind of L$ the platform pays out or knows of, loaded by one function for a merchant and a period. A new kind
 * (commission payments) plugs in with one more entry; the matcher treats every kind alike.
 */
type OutgoingSource = (ownerId: string, from: Date, to: Date) => Promise<LedgerRecord[]>;

/**
 * Reconciliation with Second Life's transaction history: a merchant uploads the CSV they download from their account
 * (overlapping uploads add only new lines), every line is matched with a sale, a refund or a payout, and the rest is
 * shown for the merchant to resolve. Lines are kept: the history outlives Second Life's 30/90-day window.
 */
@Injectable()
export class ReconciliationService {
  private readonly outgoing: Record<string, OutgoingSource>;

  constructor(
    private readonly repository: ReconciliationRepository,
    private readonly ledger: SalesLedgerService,
    private readonly payouts: PayoutsService,
    private readonly refundOrders: RefundOrdersService,
    private readonly commissionPayments: CommissionPaymentsService,
    private readonly vendors: VendorsService,
    private readonly commissionInputs: CommissionInputsService,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
  ) {
    this.outgoing = {
      refund: async (ownerId, from, to) =>
        (await this.ledger.refundsForReconciliation(ownerId, from, to)).map((refund) => ({
          kind: 'refund',
          id: refund.id,
          direction: 'out',
          amounts: [refund.amount],
          at: refund.createdAt,
          partyKey: refund.buyerId,
          partyName: refund.buyerName,
          slKey: refund.transferKey,
        })),
      // A refund ordered on the web and carried out in-world (docs/decisions/0098-refund-orders.md).
      'refund-order': async (ownerId, from, to) =>
        (await this.refundOrders.confirmedBetween(ownerId, from, to)).map((order) => ({
          kind: 'refund-order',
          id: order.id,
          direction: 'out',
          amounts: [order.amount],
          at: order.updatedAt,
          partyKey: order.avatarKey,
          partyName: order.buyerName,
          slKey: order.transactionKey,
        })),
      // The commission the merchant's vendors paid the platform's collection avatar (docs/decisions/0099-commission-orders.md).
      commission: async (ownerId, from, to) =>
        (await this.commissionPayments.paidBetween(ownerId, from, to)).map((payment) => ({
          kind: 'commission',
          id: payment.id,
          direction: 'out',
          amounts: [payment.amount],
          at: payment.createdAt,
          partyKey: payment.avatarKey,
          partyName: payment.avatarName,
          slKey: payment.transactionKey,
        })),
      payout: async (ownerId, from, to) =>
        (await this.payouts.paidBetween(ownerId, from, to)).map((payout) => ({
          kind: 'payout',
          id: payout.id,
          direction: 'out',
          amounts: [payout.amount],
          at: payout.paidAt,
          partyKey: payout.avatarKey,
          partyName: payout.avatarName,
          slKey: payout.transactionKey,
        })),
    };
  }

  /** Reads the file, and imports it unless its headers need a mapping (answered, nothing written). One upload is one transaction. */
  async upload(user: User, dto: UploadHistoryDto): Promise<HistoryUploadResultDto> {
    const given = dto.mapping ? withoutBlanks(dto.mapping) : null;
    if (given && !isComplete(given)) {
      throw new BadRequestException('The mapping must name the date column, the other resident column, and the amount column (or both credit and debit).');
    }
    const rows = readRows(dto.csv);
    const header = findHeader(rows, given ?? (await this.repository.savedMapping(user.id)), given !== null);
    if (header.kind === 'unknown') {
      if (given) throw new BadRequestException(`The mapped columns are not in the file's first rows; its headers are: ${header.headers.join(', ')}.`);
      return { status: 'needs_mapping', message: NEEDS_MAPPING, headers: header.headers, upload: null, matchedNow: 0 };
    }
    const lines = readLines(rows, header.headerRow, header.mapping);
    return this.repository.transaction(async (tx) => {
      if (given) await this.repository.saveMapping(tx, user.id, given);
      const keyed = lines.map((line) => ({ ...line, dedupeKey: dedupeKeyOf(line) }));
      const upload = await this.repository.addUpload(tx, user.id, dto.fileName.trim(), keyed);
      const matchedNow = await this.matchOpenLines(tx, user.id);
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'reconciliation_imported',
          description: `Transaction history "${upload.fileName}" uploaded: ${upload.newLines} new lines, ${upload.knownLines} already known`,
          metadata: { uploadId: upload.id, lineCount: upload.lineCount, newLines: upload.newLines, knownLines: upload.knownLines, matchedNow },
          targetType: 'reconciliation_upload',
          targetId: String(upload.id),
        },
        tx,
      );
      return { status: 'imported', message: null, headers: [], upload: toUploadDto(upload), matchedNow };
    });
  }

  async summary(user: User): Promise<ReconciliationSummaryDto> {
    const [counts, mapping, uploads, withoutLindens] = await Promise.all([
      this.repository.counts(user.id),
      this.repository.savedMapping(user.id),
      this.repository.uploadsOf(user.id, 10),
      this.salesWithoutLindens(user.id),
    ]);
    return {
      lines: counts.lines,
      matched: counts.matched,
      missedSales: counts.missedSales,
      salesWithoutLindens: withoutLindens.length,
      unorderedOutgoing: counts.unorderedOutgoing,
      resolved: counts.resolved,
      from: counts.from?.toISOString() ?? null,
      to: counts.to?.toISOString() ?? null,
      mapping,
      uploads: uploads.map(toUploadDto),
    };
  }

  async unmatched(user: User): Promise<UnmatchedDto> {
    const [lines, sales] = await Promise.all([this.repository.openLinesPage(user.id, LIST_LIMIT), this.salesWithoutLindens(user.id)]);
    return {
      lines: lines.map(toLineDto),
      salesWithoutLindens: sales.slice(0, LIST_LIMIT).map((sale) => ({
        id: sale.id,
        buyerName: sale.buyerName,
        amount: sale.amount,
        createdAt: sale.createdAt.toISOString(),
      })),
    };
  }

  /** Resolves an open line of the merchant's: records the missed sale, marks it not a sale, or links it by hand. Audited. */
  resolve(user: User, id: number, dto: ResolveLineDto): Promise<HistoryLineDto> {
    const at = this.clock.now();
    return this.repository.transaction(async (tx) => {
      const line = await this.repository.lockLineOfOwner(tx, id, user.id);
      if (!line) throw new NotFoundException(LINE_NOT_FOUND);
      if (line.resolution !== null) throw new ConflictException('This line is resolved already.');
      if (line.matchKind !== null) throw new ConflictException(`This line is matched with ${line.matchKind} #${line.matchedId} already.`);
      let resolution: LineResolution;
      let match: { kind: string; id: number } | null = null;
      if (dto.action === 'record_sale') {
        resolution = 'recorded_sale';
        match = { kind: 'sale', id: await this.recordSale(tx, user, line, dto) };
      } else if (dto.action === 'link') {
        resolution = 'linked';
        match = await this.linkable(tx, user, line, dto.recordKind!, dto.recordId!);
      } else resolution = 'not_a_sale';
      await this.repository.resolve(tx, id, {
        resolution,
        matchKind: match?.kind ?? null,
        matchedId: match?.id ?? null,
        note: dto.note ?? null,
        by: user.id,
        at,
      });
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'reconciliation_line_resolved',
          description: `History line of L$${line.amount} (${line.otherParty?.slice(0, 100) ?? 'nobody'}) resolved: ${describe(resolution, match)}`,
          metadata: {
            lineId: id,
            action: dto.action,
            amount: line.amount,
            matchKind: match?.kind ?? null,
            matchedId: match?.id ?? null,
            note: dto.note ?? null,
          },
          targetType: 'reconciliation_line',
          targetId: String(id),
          before: { resolution: null },
          after: { resolution, matchKind: match?.kind ?? null, matchedId: match?.id ?? null },
        },
        tx,
      );
      return toLineDto(await this.repository.findLine(tx, id));
    });
  }

  /** Matches the merchant's open lines with the records of their period not matched yet; how many were matched. */
  private async matchOpenLines(tx: Tx, ownerId: string): Promise<number> {
    const open = await this.repository.openLines(tx, ownerId);
    if (open.length === 0) return 0;
    const from = new Date(open[0].occurredAt.getTime() - MATCH_TOLERANCE_MS);
    const to = new Date(open[open.length - 1].occurredAt.getTime() + MATCH_TOLERANCE_MS);
    const records = await this.recordsBetween(ownerId, from, to);
    const matches = matchLines(open.map(toLineToMatch), records, await this.repository.matchedRecords(tx, ownerId));
    await this.repository.setMatches(tx, ownerId, matches);
    return matches.length;
  }

  /** The sales (L$ in) and every outgoing kind (L$ out) of the merchant in a period. */
  private async recordsBetween(ownerId: string, from: Date, to: Date): Promise<LedgerRecord[]> {
    const [sales, ...outgoing] = await Promise.all([
      this.ledger.salesForReconciliation(ownerId, from, to),
      ...Object.values(this.outgoing).map((load) => load(ownerId, from, to)),
    ]);
    const saleRecords: LedgerRecord[] = sales.map((sale) => ({
      kind: 'sale',
      id: sale.id,
      direction: 'in',
      // A sale recorded at its discounted price whose discount went back as change took the list price.
      amounts: sale.discountAmount > 0 ? [sale.amount, sale.amount + sale.discountAmount] : [sale.amount],
      at: sale.createdAt,
      partyKey: sale.buyerId,
      partyName: sale.buyerName,
      slKey: sale.marketplaceTransactionId,
    }));
    return [...saleRecords, ...outgoing.flat()];
  }

  /** Recorded sales in the period the kept history covers that no line was matched with. */
  private async salesWithoutLindens(ownerId: string) {
    const counts = await this.repository.counts(ownerId);
    if (!counts.from || !counts.to) return [];
    const [sales, matched] = await Promise.all([this.ledger.salesForReconciliation(ownerId, counts.from, counts.to), this.repository.matchedSaleIds(ownerId)]);
    return sales.filter((sale) => !matched.has(sale.id));
  }

  /** Records the missed sale on one of the merchant's vendors, with the line's buyer, amount and time, commission as for any sale. */
  private async recordSale(tx: Tx, user: User, line: LineRow, dto: ResolveLineDto): Promise<number> {
    if (line.amount <= 0) throw new BadRequestException('Only L$ received can be recorded as a sale; this line paid L$ out.');
    const vendor = await this.vendors.findVisibleOrFail(user, dto.vendorId!);
    if (vendor.ownerId !== user.id) throw new NotFoundException('Vendor not found.');
    const party = line.otherParty?.trim() ?? '';
    const partyIsKey: boolean = isSecondLifeKey(party);
    const inputs = await this.commissionInputs.forVendor(vendor.id, line.occurredAt, tx);
    const priced = commissionForSale({ ...inputs, amount: line.amount });
    return this.ledger.recordReconciledSale(tx, {
      vendorId: vendor.id,
      ownerId: user.id,
      productId: null,
      buyerId: dto.buyerKey ?? (partyIsKey ? party.toLowerCase() : NULL_KEY),
      buyerName: party && !partyIsKey ? party.slice(0, 255) : null,
      amount: line.amount,
      commission: priced.commissionAmount,
      commissionRate: priced.appliedRatePercent,
      slRegion: line.region?.slice(0, 255) ?? null,
      createdAt: line.occurredAt,
    });
  }

  /** The record a line is linked to by hand: the merchant's, in the line's direction, and matched with no other line. */
  private async linkable(tx: Tx, user: User, line: LineRow, kind: string, recordId: number): Promise<{ kind: string; id: number }> {
    if ((kind === 'sale') !== line.amount > 0) {
      throw new BadRequestException(line.amount > 0 ? 'L$ received can only be linked to a sale.' : 'L$ paid out can only be linked to a refund or a payout.');
    }
    let found: boolean;
    if (kind === 'sale') found = (await this.ledger.findSaleOfOwner(recordId, user.id)) !== null;
    else {
      const from = new Date(line.occurredAt.getTime() - LINK_WINDOW_MS);
      const to = new Date(line.occurredAt.getTime() + LINK_WINDOW_MS);
      found = (await this.outgoing[kind](user.id, from, to)).some((record) => record.id === recordId);
    }
    if (!found) throw new NotFoundException(`No ${kind} #${recordId} of yours${kind === 'sale' ? '' : ' within 30 days of this line'}.`);
    if (await this.repository.isMatched(tx, user.id, kind, recordId)) throw new ConflictException(`That ${kind} is matched with another line already.`);
    return { kind, id: recordId };
  }
}

/** The file's rows, with its size checked; a broken quote is a 400. */
function readRows(csv: string): string[][] {
  try {
    const rows = parseCsv(csv);
    if (rows.length > MAX_HISTORY_LINES + 10) {
      throw new BadRequestException(`The file has more than ${MAX_HISTORY_LINES.toLocaleString('en-US')} lines: download a shorter period and upload each.`);
    }
    return rows;
  } catch (error) {
    if (error instanceof HistoryFileError) throw new BadRequestException(error.message);
    throw error;
  }
}

function readLines(rows: string[][], headerRow: number, mapping: ColumnMapping) {
  try {
    const lines = readHistoryLines(rows, headerRow, mapping);
    if (lines.length === 0) throw new BadRequestException('The file has no transaction lines under its header.');
    if (lines.length > MAX_HISTORY_LINES) throw new BadRequestException(`The file has more than ${MAX_HISTORY_LINES.toLocaleString('en-US')} lines.`);
    return lines;
  } catch (error) {
    if (error instanceof HistoryFileError) throw new BadRequestException(error.message);
    throw error;
  }
}

function withoutBlanks(mapping: ColumnMappingDto): ColumnMapping {
  return Object.fromEntries(
    Object.entries(mapping)
      .filter(([, column]) => typeof column === 'string' && column.trim() !== '')
      .map(([field, column]) => [field, (column as string).trim()]),
  );
}

function describe(resolution: LineResolution, match: { kind: string; id: number } | null): string {
  if (resolution === 'recorded_sale') return `missed sale recorded as sale #${match!.id}`;
  if (resolution === 'linked') return `linked by hand to ${match!.kind} #${match!.id}`;
  return 'marked as not a sale';
}

const toLineToMatch = (line: LineRow): LineToMatch => ({
  id: line.id,
  occurredAt: line.occurredAt,
  otherParty: line.otherParty,
  amount: line.amount,
  transactionId: line.slTransactionId,
});

function toUploadDto(upload: UploadRow): UploadSummaryDto {
  return { ...upload, createdAt: upload.createdAt.toISOString() };
}

function toLineDto(line: LineRow): HistoryLineDto {
  const { resolvedAt: _resolvedAt, ...rest } = line;
  return { ...rest, occurredAt: line.occurredAt.toISOString() };
}
