import { randomBytes } from 'node:crypto';

import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';

import { isSecondLifeKey } from '../common/second-life/avatar-key';
import type { SecondLifeOrigin } from '../common/second-life/second-life-origin';
import { onlineSince } from './liveness';
import { OrderSecretsRepository, type PayoutHolder, type VendorThatCannotPayRow } from './order-secrets.repository';

export type { PayoutHolder } from './order-secrets.repository';
import { type PayoutOrderFields, signOrder } from './order-signature';

export const NO_OBJECT_KEY = 'The X-SecondLife-Object-Key header is missing: payout orders are for an object in Second Life.';
export const SECRET_ISSUED =
  "This object's payout secret was issued already and is kept in its linkset data. If that data was lost, rotate the vendor's key " +
  'on the Vendors page and put the new key in the scripts: the object then gets a new secret.';
export const NO_SECRET = 'This object has no payout secret yet: it asks for one first (POST /api/lsl/payouts/secret).';

/**
 * Per-object secrets for the orders the platform signs (decision 97): an object asks once over HTTPS, keeps the secret,
 * and refuses any payout order whose signature does not match it.
 */
@Injectable()
export class OrderSecrets {
  constructor(private readonly repository: OrderSecretsRepository) {}

  /** The object's new secret; 409 when it has one for the vendor's (or box's) current key. */
  async issue(holder: PayoutHolder, origin: SecondLifeOrigin): Promise<string> {
    const objectKey = objectKeyOf(origin);
    const secret = randomBytes(32).toString('hex');
    const stored = await this.repository.insertIfNone(holder, objectKey, secret);
    if (!stored) throw new ConflictException(SECRET_ISSUED);
    return secret;
  }

  /**
   * Signs orders for the calling object with its secret; 409 when it has none. Notes the ask, and whether the script
   * said it may pay L$ (null when it did not say).
   */
  async signerFor(holder: PayoutHolder, origin: SecondLifeOrigin, canPay: boolean | null, at: Date): Promise<(order: PayoutOrderFields) => string> {
    const objectKey = objectKeyOf(origin);
    const secret = await this.repository.secretOf(holder, objectKey);
    if (secret === null) throw new ConflictException(NO_SECRET);
    await this.repository.recordAsk(holder, objectKey, canPay, at);
    return (order) => signOrder(secret, order);
  }

  /** The owner's online vendors whose payouts, refunds and commission cannot go out (no payouts script, or no permission). */
  vendorsThatCannotPay(ownerId: string, now: Date): Promise<VendorThatCannotPayRow[]> {
    return this.repository.vendorsThatCannotPay(ownerId, onlineSince(now));
  }
}

function objectKeyOf(origin: SecondLifeOrigin): string {
  const objectKey = origin.objectKey?.toLowerCase();
  if (!objectKey || !isSecondLifeKey(objectKey)) throw new BadRequestException(NO_OBJECT_KEY);
  return objectKey;
}
