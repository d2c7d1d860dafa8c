-- Captured by backend/test/platform/sql-snapshots.spec.ts (UPDATE_SQL_SNAPSHOTS=1 rewrites it): the statements of POST /api/lsl/sale.

-- A vendor's first sale: the vendor by its key, its pricing, the write
SELECT id, "ownerId", ("isActive" AND "pausedAt" IS NULL) AS "isActive", "lslKey" FROM vendors WHERE "lslKey" = $1 AND kind = 'in-world';

SELECT (SELECT COALESCE(json_agg(json_build_object(
       'scope', c.scope, 'baseRate', c."baseRate"::text, 'isActive', c."isActive",
       'tiers', (SELECT COALESCE(json_agg(json_build_object(
                   'minVolume', t."minVolume"::text, 'discountType', t."discountType", 'discountValue', t."discountValue"::text)
                 ORDER BY t."minVolume", t.id), '[]'::json)
                 FROM commission_tiers t WHERE t."configId" = c.id)
     ) ORDER BY c.id), '[]'::json)
     FROM commission_configs c WHERE c.scope = ANY($2::varchar[])) AS configs,
    (SELECT COALESCE(json_agg(json_build_object(
       'id', e.id,
       'commissionRate', (CASE WHEN e."organizerId" = v."ownerId" THEN e."commissionRate" ELSE ev."acceptedCommissionRate" END)::text,
       'approvedRate', e."approvedCommissionRate"::text, 'startDate', e."startDate", 'endDate', e."endDate")
     ORDER BY e.id), '[]'::json)
     FROM event_vendors ev JOIN events e ON e.id = ev."eventId"
     WHERE ev."vendorId" = v.id AND e."isActive" AND e."startDate" <= $3 AND e."endDate" > $3) AS events,
    (SELECT COALESCE(SUM(d.amount), 0)::text FROM vendor_sales_days d
     WHERE d."vendorId" = v.id AND d.day > (($3::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date - 30 AND d.day <= (($3::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date) AS volume,
                (SELECT json_build_object('id', s.id, 'status', s.status, 'amount', s.amount, 'commission', s.commission::text,
  'giftTo', s."giftTo", 'paidWith', s."paidWith", 'discountKind', s."discountKind", 'discountCode', s."discountCode",
  'discountAmount', s."discountAmount", 'delivery', s.delivery,
  'voucher', (SELECT json_build_object('code', g.code, 'balance', g.balance) FROM gift_cards g WHERE g."transactionId" = s.id),
  'cardBalance', (SELECT g.balance FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r."giftCardId" WHERE r."transactionId" = s.id),
  'payouts', (SELECT COALESCE(json_agg(json_build_object('payout_id', p.id, 'avatar_key', p."avatarKey", 'amount', p.amount) ORDER BY p.id), '[]'::json)
              FROM payouts p WHERE p."transactionId" = s.id AND p.status = 'due' AND s.status = 'completed')) FROM transactions s WHERE s."vendorId" = v.id AND s."saleId" = $4) AS recorded,
                EXISTS (SELECT 1 FROM promotions pr WHERE pr."ownerId" = v."ownerId" AND pr."isActive"
                        AND (pr."endsAt" IS NULL OR pr."endsAt" > $3)) AS promoted,
                u."stackDiscounts" AS stack,
                (SELECT p."vendorId" FROM products p WHERE p.id = $5) AS "productVendorId",
                COALESCE(t.version, 0)::text AS version,
                COALESCE(t.sales, 0)::text AS sales,
                (SELECT json_agg(json_build_object('avatarKey', sp."avatarKey", 'avatarName', sp."avatarName", 'percent', sp.percent::text) ORDER BY sp.position, sp.id) FROM profit_splits sp WHERE sp."vendorId" = v.id) AS "vendorSplits",
                (SELECT json_object_agg(x."productId", x.shares) FROM (
                   SELECT sp."productId", json_agg(json_build_object('avatarKey', sp."avatarKey", 'avatarName', sp."avatarName", 'percent', sp.percent::text) ORDER BY sp.position, sp.id) AS shares
                   FROM profit_splits sp JOIN products p ON p.id = sp."productId"
                   WHERE sp."ownerId" = v."ownerId" AND sp."productId" IS NOT NULL AND p."vendorId" = v.id
                   GROUP BY sp."productId") x) AS "productSplits",
                LEAST((((($3::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date + 1)::timestamp AT TIME ZONE 'America/Los_Angeles'),
                      (SELECT min(CASE WHEN e."startDate" > $3 THEN e."startDate" ELSE e."endDate" END)
                       FROM event_vendors ev JOIN events e ON e.id = ev."eventId"
                       WHERE ev."vendorId" = v.id AND e."isActive" AND e."endDate" > $3)) AS until
         FROM vendors v JOIN users u ON u.id = v."ownerId" LEFT JOIN vendor_sales_totals t ON t."vendorId" = v.id
         WHERE v.id = $1;

WITH product AS (
           SELECT CASE
                    WHEN $2::int IS NULL THEN 'ok'
                    WHEN p.id IS NULL THEN 'foreign'
                    WHEN $23::boolean THEN 'ok'
                    WHEN (p."availableFrom" IS NOT NULL AND $14::timestamptz < p."availableFrom")
                      OR (p."availableUntil" IS NOT NULL AND $14::timestamptz >= p."availableUntil") THEN 'unavailable'
                    WHEN p.stock = 0 THEN 'sold_out'
                    ELSE 'ok'
                  END AS state,
                  p.stock IS NOT NULL AS counted,
                  p."giftCardValue" AS "giftCardValue",
                  p.price AS "listPrice",
                  -- Paid neither the list price nor the price due after the discount ($27): decision 0094.
                  COALESCE($26::int <> p.price AND $26::int IS DISTINCT FROM $27::int, false) AS mismatch,
                  -- A box gives the item unless the vendor holds it, never listed its contents (older scripts give their own),
                  -- gave it already, or sells a gift card (its code is the item): decision 0090.
                  CASE WHEN p.id IS NULL OR $23::boolean OR p."giftCardValue" IS NOT NULL
                         OR EXISTS (SELECT 1 FROM vendors v WHERE v.id = $1
                                      AND (v.inventory IS NULL OR COALESCE(NULLIF(p."slItemId", ''), p.name) = ANY(v.inventory)))
                       THEN 'vendor' ELSE 'box' END AS delivery
           FROM (SELECT 1) one LEFT JOIN products p ON p.id = $2::int AND p."vendorId" = $1
         ), moved AS (
           INSERT INTO vendor_sales_totals ("vendorId", version) SELECT $1, 1 FROM product WHERE product.state = 'ok'
           ON CONFLICT ("vendorId") DO UPDATE SET version = vendor_sales_totals.version + 1
             WHERE vendor_sales_totals.version = $15::bigint AND vendor_sales_totals.sales = $17::bigint
           RETURNING version, sales
         ), fresh AS (
           SELECT version FROM moved WHERE version = $15::bigint + 1 AND sales = $17::bigint
         ), taken AS (
           UPDATE products p SET stock = p.stock - 1 FROM fresh
           WHERE p.id = $2::int AND p."vendorId" = $1 AND p.stock > 0
             AND NOT EXISTS (SELECT 1 FROM transactions s WHERE s."vendorId" = $1 AND s."saleId" = $10::uuid)
           RETURNING p.stock
         ), inserted AS (
           INSERT INTO transactions ("vendorId", "productId", "eventId", "buyerId", "buyerName", amount, commission, "commissionRate", status,
                                     "saleId", "slRegion", "slObjectKey", "slShard", "createdAt", "ownerId",
                                     "giftTo", "giftToName", "discountKind", "discountCode", "discountAmount", "paidWith", delivery,
                                     "priceMismatch", "listPrice")
           SELECT $1, $2::int, $3::int, $4, $5, $6::int, $7::numeric, $8::numeric, $9, $10::uuid, $11, $12, $13, $14::timestamptz, $16,
                  $18, $19, $20, $21, $22::int, $25, product.delivery, product.mismatch, product."listPrice"
           FROM fresh, product WHERE NOT product.counted OR EXISTS (SELECT 1 FROM taken) OR $23::boolean
           ON CONFLICT DO NOTHING
           RETURNING id
         ), card AS (
           INSERT INTO gift_cards ("ownerId", code, "faceValue", balance, "holderKey", "holderName", origin, "transactionId")
           SELECT $16, $24, product."giftCardValue", product."giftCardValue", COALESCE($18, $4),
                  CASE WHEN $18::varchar IS NULL THEN $5 ELSE $19 END, 'sale', inserted.id
           FROM inserted, product WHERE product."giftCardValue" IS NOT NULL
           RETURNING code, balance
         )
         SELECT (SELECT version::text FROM fresh) AS version,
                CASE WHEN (SELECT state FROM product) = 'ok' AND (SELECT counted FROM product) AND EXISTS (SELECT 1 FROM fresh)
                          AND NOT EXISTS (SELECT 1 FROM taken)
                          AND NOT EXISTS (SELECT 1 FROM transactions s WHERE s."vendorId" = $1 AND s."saleId" = $10::uuid)
                     THEN 'sold_out' ELSE (SELECT state FROM product) END AS "productState",
                (SELECT id::text FROM inserted) AS "saleRow",
                (SELECT code FROM card) AS "cardCode",
                (SELECT balance FROM card) AS "cardBalance",
                (SELECT delivery FROM product) AS delivery;

-- Its next sale: the write alone
WITH product AS (
           SELECT CASE
                    WHEN $2::int IS NULL THEN 'ok'
                    WHEN p.id IS NULL THEN 'foreign'
                    WHEN $23::boolean THEN 'ok'
                    WHEN (p."availableFrom" IS NOT NULL AND $14::timestamptz < p."availableFrom")
                      OR (p."availableUntil" IS NOT NULL AND $14::timestamptz >= p."availableUntil") THEN 'unavailable'
                    WHEN p.stock = 0 THEN 'sold_out'
                    ELSE 'ok'
                  END AS state,
                  p.stock IS NOT NULL AS counted,
                  p."giftCardValue" AS "giftCardValue",
                  p.price AS "listPrice",
                  -- Paid neither the list price nor the price due after the discount ($27): decision 0094.
                  COALESCE($26::int <> p.price AND $26::int IS DISTINCT FROM $27::int, false) AS mismatch,
                  -- A box gives the item unless the vendor holds it, never listed its contents (older scripts give their own),
                  -- gave it already, or sells a gift card (its code is the item): decision 0090.
                  CASE WHEN p.id IS NULL OR $23::boolean OR p."giftCardValue" IS NOT NULL
                         OR EXISTS (SELECT 1 FROM vendors v WHERE v.id = $1
                                      AND (v.inventory IS NULL OR COALESCE(NULLIF(p."slItemId", ''), p.name) = ANY(v.inventory)))
                       THEN 'vendor' ELSE 'box' END AS delivery
           FROM (SELECT 1) one LEFT JOIN products p ON p.id = $2::int AND p."vendorId" = $1
         ), moved AS (
           INSERT INTO vendor_sales_totals ("vendorId", version) SELECT $1, 1 FROM product WHERE product.state = 'ok'
           ON CONFLICT ("vendorId") DO UPDATE SET version = vendor_sales_totals.version + 1
             WHERE vendor_sales_totals.version = $15::bigint AND vendor_sales_totals.sales = $17::bigint
           RETURNING version, sales
         ), fresh AS (
           SELECT version FROM moved WHERE version = $15::bigint + 1 AND sales = $17::bigint
         ), taken AS (
           UPDATE products p SET stock = p.stock - 1 FROM fresh
           WHERE p.id = $2::int AND p."vendorId" = $1 AND p.stock > 0
             AND NOT EXISTS (SELECT 1 FROM transactions s WHERE s."vendorId" = $1 AND s."saleId" = $10::uuid)
           RETURNING p.stock
         ), inserted AS (
           INSERT INTO transactions ("vendorId", "productId", "eventId", "buyerId", "buyerName", amount, commission, "commissionRate", status,
                                     "saleId", "slRegion", "slObjectKey", "slShard", "createdAt", "ownerId",
                                     "giftTo", "giftToName", "discountKind", "discountCode", "discountAmount", "paidWith", delivery,
                                     "priceMismatch", "listPrice")
           SELECT $1, $2::int, $3::int, $4, $5, $6::int, $7::numeric, $8::numeric, $9, $10::uuid, $11, $12, $13, $14::timestamptz, $16,
                  $18, $19, $20, $21, $22::int, $25, product.delivery, product.mismatch, product."listPrice"
           FROM fresh, product WHERE NOT product.counted OR EXISTS (SELECT 1 FROM taken) OR $23::boolean
           ON CONFLICT DO NOTHING
           RETURNING id
         ), card AS (
           INSERT INTO gift_cards ("ownerId", code, "faceValue", balance, "holderKey", "holderName", origin, "transactionId")
           SELECT $16, $24, product."giftCardValue", product."giftCardValue", COALESCE($18, $4),
                  CASE WHEN $18::varchar IS NULL THEN $5 ELSE $19 END, 'sale', inserted.id
           FROM inserted, product WHERE product."giftCardValue" IS NOT NULL
           RETURNING code, balance
         )
         SELECT (SELECT version::text FROM fresh) AS version,
                CASE WHEN (SELECT state FROM product) = 'ok' AND (SELECT counted FROM product) AND EXISTS (SELECT 1 FROM fresh)
                          AND NOT EXISTS (SELECT 1 FROM taken)
                          AND NOT EXISTS (SELECT 1 FROM transactions s WHERE s."vendorId" = $1 AND s."saleId" = $10::uuid)
                     THEN 'sold_out' ELSE (SELECT state FROM product) END AS "productState",
                (SELECT id::text FROM inserted) AS "saleRow",
                (SELECT code FROM card) AS "cardCode",
                (SELECT balance FROM card) AS "cardBalance",
                (SELECT delivery FROM product) AS delivery;
