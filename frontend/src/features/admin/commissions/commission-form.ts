import type { CommissionConfigDto, CommissionConfigsDto, CommissionTierInputDto, SaveCommissionConfigDto } from '../../../api/generated/model';
import { shiftDecimalPoint } from '../../../ui/decimal-text';

export type DiscountType = CommissionTierInputDto['discountType'];

/** The configuration target: 'global' or a vendor id as text (a select item must not have an empty value); '' while none is chosen. */
export type CommissionTarget = string;

export const GLOBAL_TARGET = 'global';

/** docs/product.md, 6: the form's default base rate, as a fraction. */
export const DEFAULT_BASE_RATE = '0.05';

export interface TierDraft {
  /** Stable React key; not sent. */
  key: number;
  minVolume: string;
  discountType: DiscountType;
  discountValue: string;
}

export interface CommissionFormValues {
  /** What the admin types, in percent; converted exactly to the fraction the API stores. */
  baseRatePercent: string;
  tiers: TierDraft[];
}

/** '5' → '0.05'; null unless a plain decimal from 0 to 100. */
export function percentToFraction(percent: string): string | null {
  const fraction = shiftDecimalPoint(percent, -2);
  if (fraction === null) return null;
  const [whole] = fraction.split('.');
  const atMostOne = whole === '0' || fraction === '1';
  return atMostOne ? fraction : null;
}

/** '0.05' → '5'; the text itself when it is not a plain decimal. */
export function fractionToPercent(fraction: string): string {
  return shiftDecimalPoint(fraction, 2) ?? fraction;
}

let nextTierKey = 1;

export function emptyTier(): TierDraft {
  return { key: nextTierKey++, minVolume: '', discountType: 'percentage', discountValue: '' };
}

export function defaultFormValues(): CommissionFormValues {
  return { baseRatePercent: fractionToPercent(DEFAULT_BASE_RATE), tiers: [] };
}

/** The form for a target: its saved configuration when there is one, the defaults otherwise. */
export function formValuesFor(target: CommissionTarget, configs: CommissionConfigsDto | undefined): CommissionFormValues {
  const saved = savedConfigFor(target, configs);
  if (!saved) return defaultFormValues();
  return {
    baseRatePercent: fractionToPercent(saved.baseRate),
    tiers: saved.tiers.map((tier) => ({
      key: nextTierKey++,
      minVolume: String(tier.minVolume),
      discountType: tier.discountType,
      discountValue: tier.discountValue,
    })),
  };
}

/** The form showing what a save sent: the base rate and the tiers kept (those with a min volume and a value). */
export function formValuesFromPayload(payload: SaveCommissionConfigDto): CommissionFormValues {
  return {
    baseRatePercent: fractionToPercent(String(payload.baseRate)),
    tiers: (payload.tiers ?? []).map((tier) => ({
      key: nextTierKey++,
      minVolume: String(tier.minVolume),
      discountType: tier.discountType,
      discountValue: String(tier.discountValue),
    })),
  };
}

export function savedConfigFor(target: CommissionTarget, configs: CommissionConfigsDto | undefined): CommissionConfigDto | undefined {
  if (!configs) return undefined;
  if (target === GLOBAL_TARGET) return configs.global ?? undefined;
  return configs.vendors.find((config) => String(config.vendorId) === target);
}

/** docs/product.md, 3.20: tiers with an empty min volume or an empty discount value are dropped. */
export function tiersToSave(tiers: TierDraft[]): CommissionTierInputDto[] {
  return tiers
    .filter((tier) => tier.minVolume.trim() !== '' && tier.discountValue.trim() !== '')
    .map((tier) => ({
      minVolume: Number(tier.minVolume.trim()),
      discountType: tier.discountType,
      discountValue: tier.discountValue.trim(),
    }));
}

/** The request body, or null while the base rate is not a percentage from 0 to 100. */
export function toSavePayload(target: CommissionTarget, values: CommissionFormValues): SaveCommissionConfigDto | null {
  const baseRate = percentToFraction(values.baseRatePercent);
  if (baseRate === null) return null;
  return {
    vendorId: target === GLOBAL_TARGET ? null : Number.parseInt(target, 10),
    baseRate,
    tiers: tiersToSave(values.tiers),
  };
}
