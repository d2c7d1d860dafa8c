-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE OR REPLACE FUNCTION public.buyer_totals_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    
    INSERT INTO buyer_totals AS b ("ownerId", "buyerId", "buyerName", "firstPurchaseAt", "lastPurchaseAt", purchases, spent, refunds, "giftsGiven", "giftsReceived")
    SELECT c.o, c.k,
           COALESCE((array_agg(c.nm ORDER BY c.at DESC, c.id DESC) FILTER (WHERE c.sign > 0 AND c.at IS NOT NULL AND c.nm IS NOT NULL))[1], max(c.gnm) FILTER (WHERE c.sign > 0)),
           min(c.at) FILTER (WHERE c.sign > 0), max(c.at) FILTER (WHERE c.sign > 0),
           sum(c.purchases), sum(c.spent), sum(c.refunds), sum(c.given), sum(c.received)
    FROM (
    SELECT s."ownerId" AS o, s."buyerId" AS k, s.sign, s.id, s."createdAt" AS at, s."buyerName" AS nm, NULL::varchar AS gnm,
           s.sign * (s.status = 'completed')::int AS purchases,
           s.sign * CASE WHEN s.status = 'completed' THEN s.amount - s."refundedAmount" ELSE 0 END AS spent,
           s.sign * (s.status = 'refunded' OR s."refundedAmount" > 0)::int AS refunds,
           s.sign * (s."giftTo" IS NOT NULL)::int AS given, 0 AS received
    FROM (SELECT 1 AS sign, * FROM new_rows) AS s
    UNION ALL
    SELECT s."ownerId", s."giftTo", s.sign, s.id, NULL, NULL, s."giftToName", 0, 0, 0, 0, s.sign
    FROM (SELECT 1 AS sign, * FROM new_rows) AS s WHERE s.status = 'completed' AND s."giftTo" IS NOT NULL) AS c
    GROUP BY c.o, c.k ORDER BY c.o, c.k
    ON CONFLICT ("ownerId", "buyerId") DO UPDATE SET
      "buyerName" = CASE WHEN EXCLUDED."buyerName" IS NOT NULL AND EXCLUDED."lastPurchaseAt" >= COALESCE(b."lastPurchaseAt", '-infinity')
                         THEN EXCLUDED."buyerName" ELSE COALESCE(b."buyerName", EXCLUDED."buyerName") END,
      "firstPurchaseAt" = LEAST(b."firstPurchaseAt", EXCLUDED."firstPurchaseAt"),
      "lastPurchaseAt" = GREATEST(b."lastPurchaseAt", EXCLUDED."lastPurchaseAt"),
      purchases = b.purchases + EXCLUDED.purchases,
      spent = b.spent + EXCLUDED.spent,
      refunds = b.refunds + EXCLUDED.refunds,
      "giftsGiven" = b."giftsGiven" + EXCLUDED."giftsGiven",
      "giftsReceived" = b."giftsReceived" + EXCLUDED."giftsReceived";
  ELSIF TG_OP = 'DELETE' THEN
    
    INSERT INTO buyer_totals AS b ("ownerId", "buyerId", "buyerName", "firstPurchaseAt", "lastPurchaseAt", purchases, spent, refunds, "giftsGiven", "giftsReceived")
    SELECT c.o, c.k,
           COALESCE((array_agg(c.nm ORDER BY c.at DESC, c.id DESC) FILTER (WHERE c.sign > 0 AND c.at IS NOT NULL AND c.nm IS NOT NULL))[1], max(c.gnm) FILTER (WHERE c.sign > 0)),
           min(c.at) FILTER (WHERE c.sign > 0), max(c.at) FILTER (WHERE c.sign > 0),
           sum(c.purchases), sum(c.spent), sum(c.refunds), sum(c.given), sum(c.received)
    FROM (
    SELECT s."ownerId" AS o, s."buyerId" AS k, s.sign, s.id, s."createdAt" AS at, s."buyerName" AS nm, NULL::varchar AS gnm,
           s.sign * (s.status = 'completed')::int AS purchases,
           s.sign * CASE WHEN s.status = 'completed' THEN s.amount - s."refundedAmount" ELSE 0 END AS spent,
           s.sign * (s.status = 'refunded' OR s."refundedAmount" > 0)::int AS refunds,
           s.sign * (s."giftTo" IS NOT NULL)::int AS given, 0 AS received
    FROM (SELECT -1 AS sign, * FROM old_rows) AS s
    UNION ALL
    SELECT s."ownerId", s."giftTo", s.sign, s.id, NULL, NULL, s."giftToName", 0, 0, 0, 0, s.sign
    FROM (SELECT -1 AS sign, * FROM old_rows) AS s WHERE s.status = 'completed' AND s."giftTo" IS NOT NULL) AS c
    GROUP BY c.o, c.k ORDER BY c.o, c.k
    ON CONFLICT ("ownerId", "buyerId") DO UPDATE SET
      "buyerName" = CASE WHEN EXCLUDED."buyerName" IS NOT NULL AND EXCLUDED."lastPurchaseAt" >= COALESCE(b."lastPurchaseAt", '-infinity')
                         THEN EXCLUDED."buyerName" ELSE COALESCE(b."buyerName", EXCLUDED."buyerName") END,
      "firstPurchaseAt" = LEAST(b."firstPurchaseAt", EXCLUDED."firstPurchaseAt"),
      "lastPurchaseAt" = GREATEST(b."lastPurchaseAt", EXCLUDED."lastPurchaseAt"),
      purchases = b.purchases + EXCLUDED.purchases,
      spent = b.spent + EXCLUDED.spent,
      refunds = b.refunds + EXCLUDED.refunds,
      "giftsGiven" = b."giftsGiven" + EXCLUDED."giftsGiven",
      "giftsReceived" = b."giftsReceived" + EXCLUDED."giftsReceived";
    
    UPDATE buyer_totals AS b SET "firstPurchaseAt" = x.first, "lastPurchaseAt" = x.last, "buyerName" = COALESCE(x.name, x.gift_name, b."buyerName")
    FROM (SELECT "ownerId" AS o, "buyerId" AS k FROM old_rows UNION SELECT "ownerId", "giftTo" FROM old_rows WHERE "giftTo" IS NOT NULL) AS keys
    CROSS JOIN LATERAL (
      SELECT min(t."createdAt") AS first, max(t."createdAt") AS last,
             (array_agg(t."buyerName" ORDER BY t."createdAt" DESC, t.id DESC) FILTER (WHERE t."buyerName" IS NOT NULL))[1] AS name,
             (SELECT max(g."giftToName") FROM transactions g WHERE g."ownerId" = keys.o AND g."giftTo" = keys.k AND g.status = 'completed') AS gift_name
      FROM transactions t WHERE t."ownerId" = keys.o AND t."buyerId" = keys.k
    ) AS x
    WHERE b."ownerId" = keys.o AND b."buyerId" = keys.k;
    
    DELETE FROM buyer_totals AS b USING (SELECT "ownerId" AS o, "buyerId" AS k FROM old_rows UNION SELECT "ownerId", "giftTo" FROM old_rows WHERE "giftTo" IS NOT NULL) AS keys
    WHERE b."ownerId" = keys.o AND b."buyerId" = keys.k AND b."firstPurchaseAt" IS NULL AND b."giftsReceived" = 0;
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.amount, o."refundedAmount", o."ownerId", o."buyerId", o."buyerName", o."giftTo", o."giftToName", o."createdAt")
  IS DISTINCT FROM (n.status, n.amount, n."refundedAmount", n."ownerId", n."buyerId", n."buyerName", n."giftTo", n."giftToName", n."createdAt")) THEN
    
    INSERT INTO buyer_totals AS b ("ownerId", "buyerId", "buyerName", "firstPurchaseAt", "lastPurchaseAt", purchases, spent, refunds, "giftsGiven", "giftsReceived")
    SELECT c.o, c.k,
           COALESCE((array_agg(c.nm ORDER BY c.at DESC, c.id DESC) FILTER (WHERE c.sign > 0 AND c.at IS NOT NULL AND c.nm IS NOT NULL))[1], max(c.gnm) FILTER (WHERE c.sign > 0)),
           min(c.at) FILTER (WHERE c.sign > 0), max(c.at) FILTER (WHERE c.sign > 0),
           sum(c.purchases), sum(c.spent), sum(c.refunds), sum(c.given), sum(c.received)
    FROM (
    SELECT s."ownerId" AS o, s."buyerId" AS k, s.sign, s.id, s."createdAt" AS at, s."buyerName" AS nm, NULL::varchar AS gnm,
           s.sign * (s.status = 'completed')::int AS purchases,
           s.sign * CASE WHEN s.status = 'completed' THEN s.amount - s."refundedAmount" ELSE 0 END AS spent,
           s.sign * (s.status = 'refunded' OR s."refundedAmount" > 0)::int AS refunds,
           s.sign * (s."giftTo" IS NOT NULL)::int AS given, 0 AS received
    FROM (SELECT -1 AS sign, o.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.amount, o."refundedAmount", o."ownerId", o."buyerId", o."buyerName", o."giftTo", o."giftToName", o."createdAt")
  IS DISTINCT FROM (n.status, n.amount, n."refundedAmount", n."ownerId", n."buyerId", n."buyerName", n."giftTo", n."giftToName", n."createdAt") UNION ALL SELECT 1, n.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.amount, o."refundedAmount", o."ownerId", o."buyerId", o."buyerName", o."giftTo", o."giftToName", o."createdAt")
  IS DISTINCT FROM (n.status, n.amount, n."refundedAmount", n."ownerId", n."buyerId", n."buyerName", n."giftTo", n."giftToName", n."createdAt")) AS s
    UNION ALL
    SELECT s."ownerId", s."giftTo", s.sign, s.id, NULL, NULL, s."giftToName", 0, 0, 0, 0, s.sign
    FROM (SELECT -1 AS sign, o.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.amount, o."refundedAmount", o."ownerId", o."buyerId", o."buyerName", o."giftTo", o."giftToName", o."createdAt")
  IS DISTINCT FROM (n.status, n.amount, n."refundedAmount", n."ownerId", n."buyerId", n."buyerName", n."giftTo", n."giftToName", n."createdAt") UNION ALL SELECT 1, n.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.amount, o."refundedAmount", o."ownerId", o."buyerId", o."buyerName", o."giftTo", o."giftToName", o."createdAt")
  IS DISTINCT FROM (n.status, n.amount, n."refundedAmount", n."ownerId", n."buyerId", n."buyerName", n."giftTo", n."giftToName", n."createdAt")) AS s WHERE s.status = 'completed' AND s."giftTo" IS NOT NULL) AS c
    GROUP BY c.o, c.k ORDER BY c.o, c.k
    ON CONFLICT ("ownerId", "buyerId") DO UPDATE SET
      "buyerName" = CASE WHEN EXCLUDED."buyerName" IS NOT NULL AND EXCLUDED."lastPurchaseAt" >= COALESCE(b."lastPurchaseAt", '-infinity')
                         THEN EXCLUDED."buyerName" ELSE COALESCE(b."buyerName", EXCLUDED."buyerName") END,
      "firstPurchaseAt" = LEAST(b."firstPurchaseAt", EXCLUDED."firstPurchaseAt"),
      "lastPurchaseAt" = GREATEST(b."lastPurchaseAt", EXCLUDED."lastPurchaseAt"),
      purchases = b.purchases + EXCLUDED.purchases,
      spent = b.spent + EXCLUDED.spent,
      refunds = b.refunds + EXCLUDED.refunds,
      "giftsGiven" = b."giftsGiven" + EXCLUDED."giftsGiven",
      "giftsReceived" = b."giftsReceived" + EXCLUDED."giftsReceived";
    IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o."ownerId", o."buyerId", o."buyerName", o."giftTo", o."giftToName", o."createdAt")
  IS DISTINCT FROM (n."ownerId", n."buyerId", n."buyerName", n."giftTo", n."giftToName", n."createdAt")) THEN
      
    UPDATE buyer_totals AS b SET "firstPurchaseAt" = x.first, "lastPurchaseAt" = x.last, "buyerName" = COALESCE(x.name, x.gift_name, b."buyerName")
    FROM (SELECT "ownerId" AS o, "buyerId" AS k FROM old_rows UNION SELECT "ownerId", "giftTo" FROM old_rows WHERE "giftTo" IS NOT NULL UNION SELECT "ownerId" AS o, "buyerId" AS k FROM new_rows UNION SELECT "ownerId", "giftTo" FROM new_rows WHERE "giftTo" IS NOT NULL) AS keys
    CROSS JOIN LATERAL (
      SELECT min(t."createdAt") AS first, max(t."createdAt") AS last,
             (array_agg(t."buyerName" ORDER BY t."createdAt" DESC, t.id DESC) FILTER (WHERE t."buyerName" IS NOT NULL))[1] AS name,
             (SELECT max(g."giftToName") FROM transactions g WHERE g."ownerId" = keys.o AND g."giftTo" = keys.k AND g.status = 'completed') AS gift_name
      FROM transactions t WHERE t."ownerId" = keys.o AND t."buyerId" = keys.k
    ) AS x
    WHERE b."ownerId" = keys.o AND b."buyerId" = keys.k;
    END IF;
    
    DELETE FROM buyer_totals AS b USING (SELECT "ownerId" AS o, "buyerId" AS k FROM old_rows UNION SELECT "ownerId", "giftTo" FROM old_rows WHERE "giftTo" IS NOT NULL UNION SELECT "ownerId" AS o, "buyerId" AS k FROM new_rows UNION SELECT "ownerId", "giftTo" FROM new_rows WHERE "giftTo" IS NOT NULL) AS keys
    WHERE b."ownerId" = keys.o AND b."buyerId" = keys.k AND b."firstPurchaseAt" IS NULL AND b."giftsReceived" = 0;
  END IF;
  RETURN NULL;
END
$function$;
