import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

import { AVAILABLE_UNTIL_AFTER_FROM, CreateProductDto } from '../dto/product-input.dto';
import type { CsvRecord } from './csv-parse';

/** At most this many products per file: a bigger catalogue goes in several files. */
export const MAX_IMPORT_ROWS = 1000;

/** The columns of a product file, by the field each fills; headers are matched without case, spaces or underscores. */
export const IMPORT_COLUMNS = {
  id: ['id', 'productid'],
  vendor: ['vendor', 'vendorid', 'vendorname'],
  name: ['name', 'productname'],
  description: ['description'],
  price: ['price'],
  slItemId: ['slitemid', 'item', 'itemname'],
  isActive: ['active', 'isactive'],
  stock: ['stock'],
  lowStockThreshold: ['lowstockthreshold'],
  availableFrom: ['availablefrom'],
  availableUntil: ['availableuntil'],
  giftCardValue: ['giftcardvalue'],
  marketplaceItemId: ['marketplaceitemid'],
  textureKey: ['texturekey', 'texture', 'picture'],
  demoItemName: ['demoitemname', 'demoitem', 'demo'],
  displayOrder: ['displayorder', 'order'],
} as const;

export type ImportField = keyof typeof IMPORT_COLUMNS;

/** The header a template file uses for each field, in this order. */
export const TEMPLATE_HEADERS: Record<ImportField, string> = {
  id: 'id',
  vendor: 'vendor',
  name: 'name',
  description: 'description',
  price: 'price',
  slItemId: 'sl_item_id',
  isActive: 'active',
  stock: 'stock',
  lowStockThreshold: 'low_stock_threshold',
  availableFrom: 'available_from',
  availableUntil: 'available_until',
  giftCardValue: 'gift_card_value',
  marketplaceItemId: 'marketplace_item_id',
  textureKey: 'texture_key',
  demoItemName: 'demo_item_name',
  displayOrder: 'display_order',
};

const REQUIRED_COLUMNS: ImportField[] = ['vendor', 'name', 'price'];

export interface ImportVendor {
  id: number;
  name: string;
}

/** One line of the file as it will be imported: the product's fields, or the reasons it cannot be. */
export interface ImportRow {
  line: number;
  /** The product this line changes; null creates one. */
  productId: number | null;
  /** The product's name as the file has it, shown on a line with errors too; null when the cell is empty. */
  nameInFile: string | null;
  vendor: ImportVendor | null;
  product: CreateProductDto | null;
  errors: string[];
}

export type ReadHeader = { ok: true; columns: Map<number, ImportField> } | { ok: false; message: string };

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which field each column fills; unknown, repeated or missing required columns are refused with the list of known ones. */
export function readHeader(cells: string[]): ReadHeader {
  const byName = new Map<string, ImportField>();
  for (const [field, names] of Object.entries(IMPORT_COLUMNS) as [ImportField, readonly string[]][]) for (const name of names) byName.set(name, field);
  const columns = new Map<number, ImportField>();
  const known = Object.values(TEMPLATE_HEADERS).join(', ');
  for (const [index, header] of cells.entries()) {
    if (header.trim() === '') continue;
    const field = byName.get(normalize(header));
    if (!field) return { ok: false, message: `Unknown column "${header.trim()}". The columns are: ${known}.` };
    if ([...columns.values()].includes(field)) return { ok: false, message: `The column "${header.trim()}" appears twice.` };
    columns.set(index, field);
  }
  const missing = REQUIRED_COLUMNS.filter((field) => ![...columns.values()].includes(field));
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The file must have the columns ${REQUIRED_COLUMNS.map((field) => TEMPLATE_HEADERS[field]).join(', ')}; missing: ${missing.map((field) => TEMPLATE_HEADERS[field]).join(', ')}.`,
    };
  }
  return { ok: true, columns };
}

const WHOLE_NUMBER = /^-?\d+$/;
const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'active']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'inactive']);

/**
 * A cell as the DTO expects it: whole numbers as numbers, yes/no words as booleans, blanks as null (cleared); a blank
 * display order is left out (a new product goes last, a changed one keeps its place).
 */
function cellValue(field: ImportField, raw: string): unknown {
  const text = raw.trim();
  if (field === 'isActive') {
    if (text === '') return true;
    const word = text.toLowerCase();
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : text;
  }
  if (text === '') return field === 'name' || field === 'price' || field === 'displayOrder' ? undefined : null;
  if (['price', 'stock', 'lowStockThreshold', 'giftCardValue', 'displayOrder'].includes(field) && WHOLE_NUMBER.test(text.replace(/,/g, ''))) {
    return Number(text.replace(/,/g, ''));
  }
  return text;
}

/** The vendor a cell names: one of the caller's vendors by id, or by its exact name (any case). */
function resolveVendor(cell: string, vendors: ImportVendor[]): { vendor: ImportVendor } | { error: string } {
  const text = cell.trim();
  if (text === '') return { error: 'Vendor is required' };
  if (/^\d+$/.test(text)) {
    const vendor = vendors.find((candidate) => candidate.id === Number(text));
    return vendor ? { vendor } : { error: `Vendor ${text} is not one of your vendors` };
  }
  const named = vendors.filter((candidate) => candidate.name.trim().toLowerCase() === text.toLowerCase());
  if (named.length === 1) return { vendor: named[0] };
  if (named.length === 0) return { error: `No vendor of yours is named "${text}"` };
  return { error: `Several of your vendors are named "${text}": give the vendor's id instead` };
}

/**
 * Each record after the header as a product to create or change, checked by the same rules as the product form
 * (CreateProductDto), plus: the vendor must be the caller's, the product (when an id is given) must be the
 * caller's and named once in the file, and a Marketplace item id appears once in the file.
 */
export function readRows(records: CsvRecord[], columns: Map<number, ImportField>, vendors: ImportVendor[], productIds: Set<number>): ImportRow[] {
  const seenIds = new Map<number, number>();
  const seenItems = new Map<string, number>();
  return records.map((record) => {
    const errors: string[] = [];
    const values: Partial<Record<ImportField, unknown>> = {};
    let vendorCell = '';
    let idCell = '';
    for (const [index, field] of columns) {
      const raw = record.cells[index] ?? '';
      if (field === 'vendor') vendorCell = raw;
      else if (field === 'id') idCell = raw.trim();
      else values[field] = cellValue(field, raw);
    }
    if (record.cells.length > Math.max(...columns.keys()) + 1 && record.cells.slice(Math.max(...columns.keys()) + 1).some((cell) => cell.trim() !== '')) {
      errors.push('The line has more cells than the header has columns');
    }

    let productId: number | null = null;
    if (idCell !== '') {
      if (!/^\d+$/.test(idCell) || !productIds.has(Number(idCell))) errors.push(`Product ${idCell} is not one of your products`);
      else {
        productId = Number(idCell);
        const earlier = seenIds.get(productId);
        if (earlier !== undefined) errors.push(`Product ${productId} is also on line ${earlier}`);
        else seenIds.set(productId, record.line);
      }
    }

    const resolved = resolveVendor(vendorCell, vendors);
    const vendor = 'vendor' in resolved ? resolved.vendor : null;
    if ('error' in resolved) errors.push(resolved.error);

    const product = plainToInstance(CreateProductDto, { ...values, vendorId: vendor?.id ?? 1 });
    for (const error of validateSync(product, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true })) {
      errors.push(...Object.values(error.constraints ?? {}));
    }
    const from = typeof product.availableFrom === 'string' ? Date.parse(product.availableFrom) : NaN;
    const until = typeof product.availableUntil === 'string' ? Date.parse(product.availableUntil) : NaN;
    if (!Number.isNaN(from) && !Number.isNaN(until) && until <= from) errors.push(AVAILABLE_UNTIL_AFTER_FROM);

    if (typeof product.marketplaceItemId === 'string' && product.marketplaceItemId !== '') {
      const earlier = seenItems.get(product.marketplaceItemId);
      if (earlier !== undefined) errors.push(`Marketplace item ID ${product.marketplaceItemId} is also on line ${earlier}`);
      else seenItems.set(product.marketplaceItemId, record.line);
    }
    const ok = errors.length === 0 && vendor !== null;
    const nameInFile = typeof values.name === 'string' && values.name.trim() !== '' ? values.name.trim() : null;
    return { line: record.line, productId, nameInFile, vendor, product: ok ? product : null, errors };
  });
}
