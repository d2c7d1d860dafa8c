import { createHash } from 'node:crypto';

import { BadRequestException } from '@nestjs/common';

import { fitWithinBytes } from '../common/second-life/body-budget';
import { type CatalogueDto, type CatalogueProductDto, CURSOR_MESSAGE } from './dto/catalogue.dto';
import type { Product } from './product.entity';

/** LSL's llHTTPRequest reads at most 2,048 bytes of a response body (HTTP_BODY_MAXLENGTH's default). */
export const CATALOGUE_MAX_BYTES = 2048;

/** A product as its vendor's catalogue serves it, with its place in the merchant's order. */
export interface CatalogueEntry {
  displayOrder: number;
  product: CatalogueProductDto;
}

/** The product as a vendor shows and sells it at `at`; the item given is the product's name when none is set (as redeliveries give it). */
export function toCatalogueEntry(product: Product, priceDue: number, at: Date, vendorActive: boolean): CatalogueEntry {
  const started = product.availableFrom === null || product.availableFrom.getTime() <= at.getTime();
  const ended = product.availableUntil !== null && product.availableUntil.getTime() <= at.getTime();
  return {
    displayOrder: product.displayOrder,
    product: {
      id: product.id,
      name: product.name,
      price: product.price,
      priceDue,
      itemName: product.slItemId || product.name,
      textureKey: product.textureKey,
      demoItemName: product.demoItemName,
      soldOut: product.stock === 0,
      available: vendorActive && started && !ended,
    },
  };
}

/**
 * The catalogue's version: the first 16 hex digits of a SHA-256 of every entry served, in order, with its place. So it
 * moves exactly when an answer would (a price due moving as a sale starts or ends included), costs no write, and every
 * instance computes the same one. The places count, so a renumbering that keeps the order still makes old cursors stale.
 */
export function catalogueVersion(entries: readonly CatalogueEntry[]): string {
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
}

function cursorAfter(entry: CatalogueEntry): string {
  return Buffer.from(`${entry.displayOrder}.${entry.product.id}`).toString('base64url');
}

/** The place a cursor names: the last product of the page it came with. */
function placeOf(cursor: string): { displayOrder: number; id: number } {
  const match = /^(\d{1,10})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new BadRequestException({ message: CURSOR_MESSAGE, fieldErrors: { cursor: [CURSOR_MESSAGE] } });
  return { displayOrder: Number(match[1]), id: Number(match[2]) };
}

/**
 * One page of the catalogue (the entries in the merchant's order, equal places by id): the products after the cursor's
 * place that fit, with the version and the next page's cursor, in at most CATALOGUE_MAX_BYTES of JSON (UTF-8).
 */
export function cataloguePage(entries: readonly CatalogueEntry[], cursor?: string): CatalogueDto {
  const version = catalogueVersion(entries);
  const after = cursor === undefined ? null : placeOf(cursor);
  const rest = after
    ? entries.filter((entry) => entry.displayOrder > after.displayOrder || (entry.displayOrder === after.displayOrder && entry.product.id > after.id))
    : entries;
  const last: CatalogueDto = { version, products: rest.map((entry) => entry.product) };
  if (Buffer.byteLength(JSON.stringify(last), 'utf8') <= CATALOGUE_MAX_BYTES) return last;
  const kept = fitWithinBytes(
    rest,
    (page) => ({ version, products: page.map((entry) => entry.product), nextCursor: cursorAfter(page[page.length - 1] ?? rest[0]) }),
    CATALOGUE_MAX_BYTES,
  );
  // The product rules keep one product well under the limit (catalogue-page.spec.ts): this would be a bug.
  if (kept.length === 0) throw new Error(`Product ${rest[0].product.id} does not fit in a catalogue page of ${CATALOGUE_MAX_BYTES} bytes.`);
  return { version, products: kept.map((entry) => entry.product), nextCursor: cursorAfter(kept[kept.length - 1]) };
}
