/**
 * The peer of the sale benchmark: `POST /api/lsl/sale` written plainly with Express 5 and `pg`, doing the same
 * durable work per sale as the app in one database transaction:
 *
 *   API key by its SHA-256 hash (not revoked, owner active) → vendor by LSL key (the key owner's, active)
 *   → per-vendor advisory lock → 30-day volume from a daily rollup → idempotent insert by (vendor, sale_id)
 *   → 5 % commission in exact integer arithmetic → rollup upsert → COMMIT.
 *
 * It answers like the app: 200 `{ transaction_id, status, amount, commission }`, errors as `{ statusCode, error, message }`.
 */
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { type NextFunction, type Request, type Response } from 'express';
import { Pool, type PoolClient } from 'pg';

/** The daily sales of each vendor the peer keeps, so the 30-day volume is a read of at most 30 rows. */
export const PEER_ROLLUP_TABLE = 'bench_peer_vendor_daily';

/**
 * The peer's own copy of `transactions`: the same columns, defaults, checks, indexes (the (vendorId, saleId) unique
 * one included) and foreign keys, without the app's triggers. So the peer pays for exactly the durable work it does
 * (its own rollup upsert), not for the app's rollups, and the app's figures never count the peer's sales.
 */
export const PEER_SALES_TABLE = 'bench_peer_transactions';

export async function createPeerSalesTable(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS ${PEER_SALES_TABLE} (LIKE transactions INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`);
  await pool.query(`ALTER TABLE ${PEER_SALES_TABLE}
    ADD FOREIGN KEY ("vendorId") REFERENCES vendors(id),
    ADD FOREIGN KEY ("productId") REFERENCES products(id) ON DELETE SET NULL,
    ADD FOREIGN KEY ("eventId") REFERENCES events(id) ON DELETE SET NULL`);
}

/** Same advisory lock namespace as the app (backend/src/transactions/sales-ledger.repository.ts), so both serialise a vendor's sales alike. */
export const SALE_LOCK_NAMESPACE = 0x5a1e;

/** The app's default commission rate, the owner's defaultCommissionRate of 5.00 %, in basis points. */
const COMMISSION_BASIS_POINTS = 500n;
const COMMISSION_RATE_PERCENT = '5.0000';
const MAX_SALE_AMOUNT = 1_000_000_000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const API_KEY_PATTERN = /^slv_[0-9a-f]{48}$/;

export interface SalePeer {
  url: string;
  pool: Pool;
  close(): Promise<void>;
}

interface SaleInput {
  saleId: string | null;
  buyerId: string;
  vendorKey: string;
  amount: number;
  productId: number | null;
  buyerName: string | null;
}

interface SaleRow {
  id: number;
  status: string;
  amount: number;
  commission: string;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

/** The commission on `amount` whole L$ at `basisPoints`, rounded half-up to 2 decimals, as the numeric(14,2) text. */
export function commissionOf(amount: number, basisPoints = COMMISSION_BASIS_POINTS): string {
  // amount × bp / 10 000 L$ = amount × bp / 100 hundredths of L$; + 50 rounds half-up (everything is positive).
  const hundredths = (BigInt(amount) * basisPoints + 50n) / 100n;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

function parseSale(body: unknown): SaleInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object.');
  const { sale_id, user_id, vendor_id, amount, product_id, buyer_name } = body as Record<string, unknown>;
  if (!isUuid(user_id)) throw new HttpError(400, "user_id must be the buyer's avatar key (a UUID)");
  if (!isUuid(vendor_id)) throw new HttpError(400, "vendor_id must be the vendor's LSL key (a UUID)");
  if (sale_id !== undefined && !isUuid(sale_id)) throw new HttpError(400, 'sale_id must be a UUID');
  if (!Number.isInteger(amount) || (amount as number) < 1 || (amount as number) > MAX_SALE_AMOUNT) {
    throw new HttpError(400, 'amount must be a whole number of L$ from 1 to 1,000,000,000');
  }
  if (product_id !== undefined && (!Number.isInteger(product_id) || (product_id as number) < 1 || (product_id as number) > 2_147_483_647)) {
    throw new HttpError(400, "product_id must be the id of one of this vendor's products");
  }
  if (buyer_name !== undefined && (typeof buyer_name !== 'string' || buyer_name.length > 255)) {
    throw new HttpError(400, 'buyer_name must be text of at most 255 characters');
  }
  return {
    saleId: sale_id === undefined ? null : sale_id.toLowerCase(),
    buyerId: user_id.toLowerCase(),
    vendorKey: vendor_id.toLowerCase(),
    amount: amount as number,
    productId: (product_id as number | undefined) ?? null,
    buyerName: typeof buyer_name === 'string' && buyer_name.trim() ? buyer_name.trim() : null,
  };
}

function header(request: Request, name: string, max: number): string | null {
  const value = request.get(name)?.trim();
  return value ? value.slice(0, max) : null;
}

async function recordSale(client: PoolClient, presentedKey: string, sale: SaleInput, request: Request): Promise<SaleRow> {
  const key = await client.query<{ ownerId: string }>(
    `SELECT k."userId" AS "ownerId" FROM api_keys k JOIN users u ON u.id = k."userId"
     WHERE k."keyHash" = $1 AND k."revokedAt" IS NULL AND u."isActive" AND u."deletedAt" IS NULL`,
    [createHash('sha256').update(presentedKey, 'utf8').digest('hex')],
  );
  if (key.rows.length === 0) throw new HttpError(401, 'A valid API key is required.');

  const vendor = await client.query<{ id: number; isActive: boolean }>(`SELECT id, "isActive" FROM vendors WHERE "lslKey" = $1 AND "ownerId" = $2`, [
    sale.vendorKey,
    key.rows[0].ownerId,
  ]);
  if (vendor.rows.length === 0) throw new HttpError(404, 'Unknown vendor key.');
  if (!vendor.rows[0].isActive) throw new HttpError(403, 'This vendor is inactive.');
  const vendorId = vendor.rows[0].id;
  if (sale.productId !== null) {
    const product = await client.query(`SELECT 1 FROM products WHERE id = $1 AND "vendorId" = $2`, [sale.productId, vendorId]);
    if (product.rows.length === 0) throw new HttpError(400, `product_id ${sale.productId} is not one of this vendor's products`);
  }

  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [SALE_LOCK_NAMESPACE, vendorId]);
  // The volume the app's tiers are priced on; with no tier configured (as in the benchmark) the rate stays 5 %.
  await client.query(
    `SELECT COALESCE(sum(amount), 0)::text AS volume FROM ${PEER_ROLLUP_TABLE} WHERE vendor_id = $1 AND day > (now() AT TIME ZONE 'UTC')::date - 30`,
    [vendorId],
  );
  const inserted = await client.query<SaleRow>(
    `INSERT INTO ${PEER_SALES_TABLE} ("vendorId", "productId", "buyerId", "buyerName", amount, commission, "commissionRate", status, "saleId",
                               "slRegion", "slObjectKey", "slShard", "createdAt", "ownerId")
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'completed', $8, $9, $10, $11, now(), $12)
     ON CONFLICT ("vendorId", "saleId") WHERE "saleId" IS NOT NULL DO NOTHING
     RETURNING id, status, amount, commission`,
    [
      vendorId,
      sale.productId,
      sale.buyerId,
      sale.buyerName,
      sale.amount,
      commissionOf(sale.amount),
      COMMISSION_RATE_PERCENT,
      sale.saleId,
      header(request, 'x-secondlife-region', 255),
      header(request, 'x-secondlife-object-key', 64),
      header(request, 'x-secondlife-shard', 64),
      key.rows[0].ownerId,
    ],
  );
  if (inserted.rows.length === 0) {
    // A retry of a sale already recorded: the first answer, and the rollup already counts it.
    const recorded = await client.query<SaleRow>(`SELECT id, status, amount, commission FROM ${PEER_SALES_TABLE} WHERE "vendorId" = $1 AND "saleId" = $2`, [
      vendorId,
      sale.saleId,
    ]);
    return recorded.rows[0];
  }
  await client.query(
    `INSERT INTO ${PEER_ROLLUP_TABLE} (vendor_id, day, amount, sales) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2, 1)
     ON CONFLICT (vendor_id, day) DO UPDATE SET amount = ${PEER_ROLLUP_TABLE}.amount + EXCLUDED.amount, sales = ${PEER_ROLLUP_TABLE}.sales + 1`,
    [vendorId, sale.amount],
  );
  return inserted.rows[0];
}

export async function startSalePeer(databaseUrl: string, poolSize = 32): Promise<SalePeer> {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  await pool.query(`CREATE TABLE IF NOT EXISTS ${PEER_ROLLUP_TABLE} (
    vendor_id integer NOT NULL, day date NOT NULL, amount bigint NOT NULL, sales integer NOT NULL, PRIMARY KEY (vendor_id, day))`);
  await createPeerSalesTable(pool);

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.post('/api/lsl/sale', express.json({ limit: '16kb' }), async (request: Request, response: Response) => {
    const presentedKey = request.get('x-api-key');
    if (!presentedKey || !API_KEY_PATTERN.test(presentedKey)) throw new HttpError(401, 'A valid API key is required.');
    const sale = parseSale(request.body);
    const client = await pool.connect();
    let row: SaleRow;
    try {
      await client.query('BEGIN');
      row = await recordSale(client, presentedKey, sale, request);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    response.status(200).json({ transaction_id: row.id, status: row.status, amount: row.amount, commission: row.commission });
  });
  app.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    const fromParser = (error as { status?: unknown }).status;
    const status = error instanceof HttpError ? error.status : typeof fromParser === 'number' && fromParser >= 400 && fromParser < 500 ? fromParser : 500;
    const parseFailed = (error as { type?: unknown }).type === 'entity.parse.failed';
    const message = status === 500 ? 'Internal server error' : parseFailed ? 'The request body is not valid JSON.' : (error as Error).message;
    if (status === 500) process.stderr.write(`sale peer: ${(error as Error).stack ?? String(error)}\n`);
    response.status(status).json({ statusCode: status, error: ERROR_NAMES[status] ?? 'Error', message });
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pool,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
