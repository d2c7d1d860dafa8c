import { ApiError } from '../../api/api-error';
import type { CreatePromotionDto, PromotionDto, PromotionDtoKind } from '../../api/generated/model';
import { fromSltDateTimeLocal, toSltDateTimeLocal } from '../../ui/slt-time';
import type { FormErrors } from '../../ui/use-form-fields';

export type PromotionKind = PromotionDtoKind;
export type DiscountType = 'percent' | 'amount';

export interface PromotionFormValues {
  kind: PromotionKind;
  name: string;
  /** Sales and coupons take a percent or whole L$ off; VIP lists and loyalty rewards always a percent. */
  discountType: DiscountType;
  /** The percent or the L$ off, as typed. */
  discount: string;
  /** Sales and coupons: the one product discounted; '' for every product. */
  productId: number | '';
  code: string;
  /** Blank: no limit. */
  maxUses: string;
  oncePerAvatar: boolean;
  /** VIP lists: avatar keys, one a line (commas and spaces also separate them). */
  avatarKeys: string;
  /** Loyalty rewards: the L$ a buyer must have spent, as typed. */
  minSpent: string;
  /** datetime-local values on the SLT clock; blank leaves that end open. */
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

export type PromotionFormErrors = FormErrors<PromotionFormValues>;

// The API's limits and messages (backend/src/promotions/dto/promotion.dto.ts and promotions.service.ts), checked here before sending.
export const PROMOTION_NAME_MAX = 100;
export const VIP_AVATARS_MAX = 500;
const PERCENT_PATTERN = /^\d+(\.\d{1,2})?$/;
const WHOLE_PATTERN = /^\d+$/;
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const AVATAR_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NULL_KEY = '00000000-0000-0000-0000-000000000000';
const MAX_INTEGER = 2_147_483_647;

export const PERCENT_MESSAGE = 'Percent off must be more than 0 and at most 100, with at most 2 decimals';
export const AMOUNT_MESSAGE = 'L$ off must be a whole number of at least 1';

/** Which fields each kind takes: the form shows these and sends the others empty. */
export function kindTakes(kind: PromotionKind) {
  return {
    amountOff: kind === 'sale' || kind === 'coupon',
    product: kind === 'sale' || kind === 'coupon',
    coupon: kind === 'coupon',
    avatarKeys: kind === 'vip',
    minSpent: kind === 'loyalty',
  };
}

/** The promotion's values, or a new running store-wide sale of a percent off. */
export function promotionFormValues(promotion: PromotionDto | null): PromotionFormValues {
  if (!promotion) {
    return {
      kind: 'sale',
      name: '',
      discountType: 'percent',
      discount: '',
      productId: '',
      code: '',
      maxUses: '',
      oncePerAvatar: false,
      avatarKeys: '',
      minSpent: '',
      startsAt: '',
      endsAt: '',
      isActive: true,
    };
  }
  const byAmount = promotion.amountOff !== null;
  return {
    kind: promotion.kind,
    name: promotion.name,
    discountType: byAmount ? 'amount' : 'percent',
    // '10.00' from the API is shown as 10; '12.50' as 12.5.
    discount: byAmount ? String(promotion.amountOff) : promotion.percentOff === null ? '' : String(Number(promotion.percentOff)),
    productId: promotion.productId ?? '',
    code: promotion.code ?? '',
    maxUses: promotion.maxUses === null ? '' : String(promotion.maxUses),
    oncePerAvatar: promotion.oncePerAvatar,
    avatarKeys: promotion.avatarKeys.join('\n'),
    minSpent: promotion.minSpent === null ? '' : String(promotion.minSpent),
    startsAt: promotion.startsAt ? toSltDateTimeLocal(promotion.startsAt) : '',
    endsAt: promotion.endsAt ? toSltDateTimeLocal(promotion.endsAt) : '',
    isActive: promotion.isActive,
  };
}

/** The avatar keys typed, lower case, each once. */
export function parseAvatarKeys(text: string): string[] {
  const keys = text
    .split(/[\s,;]+/)
    .map((key) => key.toLowerCase())
    .filter((key) => key !== '');
  return [...new Set(keys)];
}

function isAvatarKey(key: string): boolean {
  return AVATAR_KEY_PATTERN.test(key) && key !== NULL_KEY;
}

/** A whole number of at least 1 (and at most what the API stores), or undefined. */
function positiveWhole(text: string): number | undefined {
  const trimmed = text.trim();
  if (!WHOLE_PATTERN.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_INTEGER ? value : undefined;
}

function percentProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'Percent off is required';
  if (!PERCENT_PATTERN.test(trimmed)) return PERCENT_MESSAGE;
  const value = Number(trimmed);
  return value > 0 && value <= 100 ? undefined : PERCENT_MESSAGE;
}

function dateProblem(text: string, label: string): string | undefined {
  if (text.trim() === '' || fromSltDateTimeLocal(text)) return undefined;
  return `${label} must be a date and time, or empty`;
}

/** Every rule the API applies that the form can check, with the API's own wording; the API still has the last word. */
export function validatePromotionForm(values: PromotionFormValues): PromotionFormErrors {
  const errors: PromotionFormErrors = {};
  const takes = kindTakes(values.kind);

  const name = values.name.trim();
  if (name === '') errors.name = 'Name is required';
  else if (name.length > PROMOTION_NAME_MAX) errors.name = `Name must be at most ${PROMOTION_NAME_MAX} characters`;

  if (takes.amountOff && values.discountType === 'amount') {
    if (values.discount.trim() === '') errors.discount = 'L$ off is required';
    else if (positiveWhole(values.discount) === undefined) errors.discount = AMOUNT_MESSAGE;
  } else {
    const problem = percentProblem(values.discount);
    if (problem) errors.discount = problem;
  }

  if (takes.coupon) {
    const code = values.code.trim();
    if (code === '') errors.code = 'A coupon needs a code';
    else if (!CODE_PATTERN.test(code)) errors.code = 'Code must be 1 to 40 letters, digits, dashes or underscores';
    if (values.maxUses.trim() !== '' && positiveWhole(values.maxUses) === undefined) {
      errors.maxUses = 'Max uses must be a whole number of at least 1, or empty for no limit';
    }
  }

  if (takes.avatarKeys) {
    const keys = parseAvatarKeys(values.avatarKeys);
    const wrong = keys.find((key) => !isAvatarKey(key));
    if (keys.length === 0) errors.avatarKeys = 'A VIP list needs at least one avatar key';
    else if (wrong !== undefined) errors.avatarKeys = `"${wrong}" is not an avatar key (a UUID)`;
    else if (keys.length > VIP_AVATARS_MAX) errors.avatarKeys = `A VIP list holds at most ${VIP_AVATARS_MAX} avatars`;
  }

  if (takes.minSpent) {
    if (values.minSpent.trim() === '') errors.minSpent = 'A loyalty reward needs the L$ a buyer must have spent';
    else if (positiveWhole(values.minSpent) === undefined) errors.minSpent = 'L$ spent must be a whole number of at least 1';
  }

  const startsProblem = dateProblem(values.startsAt, 'Starts');
  const endsProblem = dateProblem(values.endsAt, 'Ends');
  if (startsProblem) errors.startsAt = startsProblem;
  if (endsProblem) errors.endsAt = endsProblem;
  const startsAt = fromSltDateTimeLocal(values.startsAt);
  const endsAt = fromSltDateTimeLocal(values.endsAt);
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = 'Ends must be after starts';

  return errors;
}

/**
 * The body for create and update, once the values pass validatePromotionForm: the fields of the kind, the others
 * empty (null, false, []), so a change of discount type clears the other one. The kind is sent on update too; the
 * API refuses only a different one.
 */
export function toPromotionInput(values: PromotionFormValues): CreatePromotionDto {
  const takes = kindTakes(values.kind);
  const byAmount = takes.amountOff && values.discountType === 'amount';
  const discount = values.discount.trim();
  return {
    kind: values.kind,
    name: values.name.trim(),
    percentOff: byAmount ? null : discount,
    amountOff: byAmount ? Number(discount) : null,
    productId: takes.product && values.productId !== '' ? values.productId : null,
    code: takes.coupon ? values.code.trim().toUpperCase() : null,
    maxUses: takes.coupon && values.maxUses.trim() !== '' ? Number(values.maxUses.trim()) : null,
    oncePerAvatar: takes.coupon ? values.oncePerAvatar : false,
    avatarKeys: takes.avatarKeys ? parseAvatarKeys(values.avatarKeys) : [],
    minSpent: takes.minSpent ? Number(values.minSpent.trim()) : null,
    startsAt: fromSltDateTimeLocal(values.startsAt) ?? null,
    endsAt: fromSltDateTimeLocal(values.endsAt) ?? null,
    isActive: values.isActive,
  };
}

/** Where each of the API's fields is shown: both discount fields share the one discount input. */
const API_FIELDS: Record<string, keyof PromotionFormValues> = {
  kind: 'kind',
  name: 'name',
  percentOff: 'discount',
  amountOff: 'discount',
  productId: 'productId',
  code: 'code',
  maxUses: 'maxUses',
  oncePerAvatar: 'oncePerAvatar',
  avatarKeys: 'avatarKeys',
  minSpent: 'minSpent',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  isActive: 'isActive',
};

/** The API's first message for each form field, from a 400 or 409 answer (a coupon code already in use). */
export function promotionFieldErrors(error: unknown): PromotionFormErrors {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  const errors: PromotionFormErrors = {};
  for (const [apiField, messages] of Object.entries(error.fieldErrors)) {
    const field = Object.hasOwn(API_FIELDS, apiField) ? API_FIELDS[apiField] : undefined;
    const message = messages[0];
    if (field && message && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}
