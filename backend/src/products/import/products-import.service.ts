import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';

import { DomainEvents } from '../../event-bus/domain-events';
import type { User } from '../../users/user.entity';
import { VendorsService } from '../../vendors/vendors.service';
import type { ImportProductsDto, ProductImportResultDto, ProductImportRowDto } from '../dto/product-import.dto';
import type { CreateProductDto } from '../dto/product-input.dto';
import type { Product } from '../product.entity';
import { ProductsRepository } from '../products.repository';
import { MARKETPLACE_ITEM_TAKEN } from '../products.service';
import { parseCsv } from './csv-parse';
import { type ImportField, type ImportRow, MAX_IMPORT_ROWS, readHeader, readRows } from './product-rows';

export const IMPORT_HAS_ERRORS = 'Some lines have errors, so nothing was imported. Fix them and import the file again.';
export const IMPORT_CONFLICT = 'Your products or vendors changed while the file was imported, so nothing was imported. Import the file again.';

/**
 * Bulk import of products from a CSV file: every line is checked by the product form's rules first; the file is
 * imported whole, in one transaction, or not at all (docs/decisions/0061-bulk-product-import.md).
 */
@Injectable()
export class ProductsImportService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly vendors: VendorsService,
    private readonly domainEvents: DomainEvents,
  ) {}

  async import(user: User, dto: ImportProductsDto): Promise<ProductImportResultDto> {
    const { rows, fields } = await this.check(user, dto.csv);
    const result = summary(rows, false);
    if (dto.dryRun) return result;
    if (result.errorCount > 0) {
      const fieldErrors = Object.fromEntries(result.rows.filter((row) => row.errors.length > 0).map((row) => [`line ${row.line}`, row.errors]));
      throw new BadRequestException({ message: IMPORT_HAS_ERRORS, fieldErrors });
    }

    const creates: Partial<Product>[] = [];
    const updates: { id: number; changes: Partial<Product> }[] = [];
    for (const row of rows) {
      const changes = productFields(row.product!, fields);
      if (row.productId === null) creates.push({ isActive: true, ...changes });
      else updates.push({ id: row.productId, changes });
    }
    const outcome = await this.products.importAll(user.id, creates, updates, (manager) =>
      this.domainEvents.publish(
        {
          userId: user.id,
          type: 'products_imported',
          description: `Products imported from a file: ${creates.length} created, ${updates.length} changed`,
          metadata: { created: creates.length, updated: updates.length },
          targetType: 'user',
          targetId: user.id,
        },
        manager,
      ),
    );
    if (outcome === 'conflict') throw new ConflictException(IMPORT_CONFLICT);
    return { ...result, imported: true };
  }

  /** The file read and every line checked, with nothing written. */
  private async check(user: User, csv: string): Promise<{ rows: ImportRow[]; fields: Set<ImportField> }> {
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new BadRequestException(parsed.message);
    const [header, ...records] = parsed.records;
    if (!header) throw new BadRequestException('The file is empty: it needs a header line and one line per product.');
    const read = readHeader(header.cells);
    if (!read.ok) throw new BadRequestException(read.message);
    if (records.length === 0) throw new BadRequestException('The file has a header line but no products.');
    if (records.length > MAX_IMPORT_ROWS) {
      throw new BadRequestException(
        `The file has ${records.length.toLocaleString('en-US')} products: import at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} at a time.`,
      );
    }
    // The caller's own vendors and products, admins included: an import fills one's own shop.
    const vendors = (await this.vendors.list(user)).filter((vendor) => vendor.ownerId === user.id).map(({ id, name }) => ({ id, name }));
    const productIds = new Set(await this.products.idsOwnedBy(user.id));
    const rows = readRows(records, read.columns, vendors, productIds);
    const items = rows.flatMap((row) => (row.product?.marketplaceItemId ? [row.product.marketplaceItemId] : []));
    const changedIds = rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
    const taken = await this.products.marketplaceItemsTaken(user.id, items, changedIds);
    for (const row of rows) {
      const item = row.product?.marketplaceItemId;
      if (item && taken.has(item)) {
        row.errors.push(MARKETPLACE_ITEM_TAKEN);
        row.product = null;
      }
    }
    return { rows, fields: new Set(read.columns.values()) };
  }
}

function summary(rows: ImportRow[], imported: boolean): ProductImportResultDto {
  const lines: ProductImportRowDto[] = rows.map((row) => ({
    line: row.line,
    action: row.productId === null ? 'create' : 'update',
    productId: row.productId,
    name: row.product?.name ?? row.nameInFile,
    vendorName: row.vendor?.name ?? null,
    price: row.product?.price ?? null,
    errors: row.errors,
  }));
  return {
    imported,
    created: lines.filter((row) => row.action === 'create' && row.errors.length === 0).length,
    updated: lines.filter((row) => row.action === 'update' && row.errors.length === 0).length,
    errorCount: lines.filter((row) => row.errors.length > 0).length,
    rows: lines,
  };
}

/** The product columns the file has, as the row sets them (a blank cell clears an optional value). */
function productFields(product: CreateProductDto, fields: Set<ImportField>): Partial<Product> {
  const changes: Partial<Product> = { vendorId: product.vendorId };
  if (fields.has('name')) changes.name = product.name;
  if (fields.has('description')) changes.description = product.description ?? null;
  if (fields.has('price')) changes.price = product.price;
  if (fields.has('isActive')) changes.isActive = product.isActive ?? true;
  if (fields.has('slItemId')) changes.slItemId = product.slItemId ?? null;
  if (fields.has('stock')) changes.stock = product.stock ?? null;
  if (fields.has('lowStockThreshold')) changes.lowStockThreshold = product.lowStockThreshold ?? null;
  if (fields.has('availableFrom')) changes.availableFrom = product.availableFrom ? new Date(product.availableFrom) : null;
  if (fields.has('availableUntil')) changes.availableUntil = product.availableUntil ? new Date(product.availableUntil) : null;
  if (fields.has('giftCardValue')) changes.giftCardValue = product.giftCardValue ?? null;
  if (fields.has('marketplaceItemId')) changes.marketplaceItemId = product.marketplaceItemId ?? null;
  if (fields.has('textureKey')) changes.textureKey = product.textureKey ?? null;
  if (fields.has('demoItemName')) changes.demoItemName = product.demoItemName ?? null;
  if (product.displayOrder !== undefined) changes.displayOrder = product.displayOrder;
  return changes;
}
