import { BadRequestException, Injectable } from '@nestjs/common';

import { Clock } from '../common/clock';
import type { ScriptCaller } from '../in-world/in-world-request';
import { OrderSecrets } from '../in-world-objects/order-secrets';
import { type CommissionCollectionSettings, PlatformSettingsService } from '../marketplace/platform-settings.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { SourcedOrder } from '../profit-sharing/payout-order-sources';
import { SellingVendors } from '../sales/selling-vendors';
import type { User } from '../users/user.entity';
import { BillingRepository, type PaymentRow } from './billing.repository';
import { fromHundredths, toHundredths, wholeLindensDue } from './commission-collection';
import type { BillingBalanceDto, FailedCommissionPaymentDto } from './dto/billing.dto';
import type {
  CommissionCollectionSettingsDto,
  CommissionDueDto,
  CommissionDueQueryDto,
  CommissionPaymentRecordedDto,
  ReportCommissionPaymentDto,
} from './dto/commission-payment.dto';
import { explainTransferError } from './transfer-errors';

/** A merchant's vendors pay at most once a minute: one payment per minute keeps them far inside SL's 30 per 30 s. */
export const PAYMENT_INTERVAL_SECONDS = 60;
export const AVATAR_NAME_REQUIRED = 'Give the avatar name with the avatar key: merchants see whom their vendors pay.';

/** Failed payment reports, with what they mean. */
export function toFailedPaymentDto(row: PaymentRow): FailedCommissionPaymentDto {
  return { at: row.createdAt.toISOString(), amount: row.amount, reason: row.reason, explanation: explainTransferError(row.reason), vendorName: row.vendorName };
}

/** Commission collected in-world: what a vendor should pay, the payments it reports, a merchant's balance. */
@Injectable()
export class CommissionPaymentsService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly settings: PlatformSettingsService,
    private readonly notifications: NotificationsService,
    private readonly vendors: SellingVendors,
    private readonly clock: Clock,
    private readonly secrets: OrderSecrets,
  ) {}

  /**
   * Whole L$ due now by the caller's merchant; 0 while no avatar is set, or when another vendor of theirs was told to pay,
   * or one reported a payment, less than a minute ago (one vendor a minute is told a non-zero amount).
   */
  async due(caller: ScriptCaller, query: CommissionDueQueryDto): Promise<CommissionDueDto> {
    const vendor = await this.vendors.ofCaller(caller, query.vendor_id);
    const { settings, amount } = await this.claimDue(vendor.ownerId, this.clock.now());
    return { amount, avatar_key: settings.avatarKey, avatar_name: settings.avatarName, retry_after: PAYMENT_INTERVAL_SECONDS };
  }

  /**
   * The commission the vendor's payouts script is to pay now, as an order (docs/decisions/0099-commission-orders.md): the
   * whole L$ due, to the collection avatar, numbered by the second it was claimed; none when nothing is due or another
   * vendor of the merchant was told less than a minute ago.
   */
  async orderFor(vendor: { ownerId: string }, at: Date): Promise<SourcedOrder[]> {
    const { settings, amount } = await this.claimDue(vendor.ownerId, at);
    if (amount === 0 || settings.avatarKey === null) return [];
    return [{ kind: 'commission', id: Math.floor(at.getTime() / 1000), attempt: 1, avatarKey: settings.avatarKey, amount }];
  }

  /** The whole L$ due, once a minute per merchant: 0 while no avatar is set, or when the minute is taken. */
  private async claimDue(ownerId: string, at: Date): Promise<{ settings: CommissionCollectionSettings; amount: number }> {
    const [settings, figures] = await Promise.all([this.settings.commissionCollection(), this.repository.owedAndCollected(ownerId)]);
    const due = wholeLindensDue(toHundredths(figures.owed) - figures.collected * 100);
    const claimed = settings.avatarKey !== null && due > 0 && (await this.repository.claimPayment(ownerId, at, PAYMENT_INTERVAL_SECONDS));
    return { settings, amount: claimed ? due : 0 };
  }

  /** Records a payment once per transaction key of the merchant; a first failure alerts the merchant. */
  async report(caller: ScriptCaller, dto: ReportCommissionPaymentDto): Promise<CommissionPaymentRecordedDto> {
    const vendor = await this.vendors.ofCaller(caller, dto.vendor_id);
    const reason = dto.success ? null : (dto.reason ?? null);
    const { row, created } = await this.repository.recordPayment({
      ownerId: vendor.ownerId,
      vendorId: vendor.id,
      amount: dto.amount,
      transactionKey: dto.transaction_key,
      success: dto.success,
      reason,
      at: this.clock.now(),
    });
    if (created && !row.success) {
      await this.notifications.notifyAfterwards({
        userId: vendor.ownerId,
        kind: 'commission_payment_failed',
        title: 'Commission payment failed',
        body: `${row.vendorName ?? 'A vendor'} could not pay L$${row.amount} of commission. ${explainTransferError(row.reason)}`,
        link: '/billing',
        metadata: { transactionKey: row.transactionKey, reason: row.reason },
        // Once a day: a vendor without L$ fails again each time it is told to pay.
        dedupeKey: `commission_payment_failed:${vendor.ownerId}:${this.clock.now().toISOString().slice(0, 10)}`,
      });
    }
    const figures = await this.repository.owedAndCollected(vendor.ownerId);
    return { recorded: created, success: row.success, due_now: wholeLindensDue(toHundredths(figures.owed) - figures.collected * 100) };
  }

  /** The merchant's commission by the collection rule: owed, collected, outstanding, and what went wrong lately. */
  async balance(user: User): Promise<BillingBalanceDto> {
    const [figures, payments, settings, cannotPay] = await Promise.all([
      this.repository.owedAndCollected(user.id),
      this.repository.paymentsOf(user.id),
      this.settings.commissionCollection(),
      this.secrets.vendorsThatCannotPay(user.id, this.clock.now()),
    ]);
    // The collection rule's figures (commission-collection.ts), summed in the database rather than sale by sale: a
    // merchant's whole history is never read for them (test/billing/balance-matches-rule.spec.ts holds the two together).
    const owedHundredths = toHundredths(figures.owed);
    const outstandingHundredths = owedHundredths - figures.collected * 100;
    const uncollectedSince = outstandingHundredths > 0 ? await this.repository.uncollectedSince(user.id, outstandingHundredths) : null;
    // Payments come oldest first (time, then id): the failures after the last success are the ones still standing.
    const lastPaidIndex = payments.map((payment) => payment.success).lastIndexOf(true);
    const lastPaid = lastPaidIndex < 0 ? null : payments[lastPaidIndex];
    const failedSince = payments
      .slice(lastPaidIndex + 1)
      .filter((payment) => !payment.success)
      .reverse();
    return {
      owed: fromHundredths(owedHundredths),
      collected: figures.collected,
      outstanding: fromHundredths(outstandingHundredths),
      dueNow: wholeLindensDue(outstandingHundredths),
      uncollectedSince: uncollectedSince?.toISOString() ?? null,
      lastPayment: lastPaid && { at: lastPaid.createdAt.toISOString(), amount: lastPaid.amount, transactionKey: lastPaid.transactionKey },
      failedPayments: failedSince.slice(0, 20).map(toFailedPaymentDto),
      collectionAvatarName: settings.avatarKey === null ? null : (settings.avatarName ?? settings.avatarKey),
      vendorsThatCannotPay: cannotPay,
    };
  }

  async collectionSettings(): Promise<CommissionCollectionSettingsDto> {
    return this.settings.commissionCollection();
  }

  /** Saves the collection avatar and grace period (audited); a key needs its name. */
  async updateCollectionSettings(admin: User, dto: CommissionCollectionSettingsDto): Promise<CommissionCollectionSettingsDto> {
    const settings: CommissionCollectionSettings = { avatarKey: dto.avatarKey ?? null, avatarName: dto.avatarName ?? null, graceDays: dto.graceDays ?? null };
    if (settings.avatarKey !== null && settings.avatarName === null) throw new BadRequestException(AVATAR_NAME_REQUIRED);
    if (settings.avatarKey === null) settings.avatarName = null;
    return this.settings.updateCommissionCollection(admin, settings);
  }

  /** The merchant's successful commission payments between two instants, with the collection avatar, for reconciliation. */
  async paidBetween(ownerId: string, from: Date, to: Date): Promise<Array<PaymentRow & { avatarKey: string | null; avatarName: string | null }>> {
    const [payments, settings] = await Promise.all([this.repository.paymentsOf(ownerId), this.settings.commissionCollection()]);
    return payments
      .filter((payment) => payment.success && payment.createdAt >= from && payment.createdAt <= to)
      .map((payment) => ({ ...payment, avatarKey: settings.avatarKey, avatarName: settings.avatarName }));
  }
}
