-- Generated from a migrated database by `npm run schema`: edit a migration, never this file.
CREATE OR REPLACE FUNCTION public.sales_rollups_rebuild()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  TRUNCATE vendor_sales_totals, vendor_sales_days, product_sales_days, event_sales_days, region_sales_days;
  INSERT INTO vendor_sales_totals ("vendorId", sales, amount, commission) SELECT "vendorId" AS c0, count(*) AS c1, sum(amount - "refundedAmount") AS c2, sum(commission - "refundedCommission") AS c3 FROM transactions AS s WHERE status = 'completed' GROUP BY 1
    ON CONFLICT ("vendorId") DO UPDATE SET sales = vendor_sales_totals.sales + EXCLUDED.sales, amount = vendor_sales_totals.amount + EXCLUDED.amount, commission = vendor_sales_totals.commission + EXCLUDED.commission;
  INSERT INTO vendor_sales_days ("vendorId", day, sales, amount, commission, "ratePercentSum") SELECT "vendorId" AS c0, ("createdAt" AT TIME ZONE 'America/Los_Angeles')::date AS c1, count(*) AS c2, sum(amount - "refundedAmount") AS c3, sum(commission - "refundedCommission") AS c4, sum("commissionRate") AS c5 FROM transactions AS s WHERE status = 'completed' GROUP BY 1, 2
    ON CONFLICT ("vendorId", day) DO UPDATE SET sales = vendor_sales_days.sales + EXCLUDED.sales, amount = vendor_sales_days.amount + EXCLUDED.amount, commission = vendor_sales_days.commission + EXCLUDED.commission, "ratePercentSum" = vendor_sales_days."ratePercentSum" + EXCLUDED."ratePercentSum";
  IF EXISTS (SELECT 1 FROM transactions AS s WHERE status = 'completed' AND "productId" IS NOT NULL) THEN INSERT INTO product_sales_days ("productId", day, sales, amount) SELECT "productId" AS c0, ("createdAt" AT TIME ZONE 'America/Los_Angeles')::date AS c1, count(*) AS c2, sum(amount - "refundedAmount") AS c3 FROM transactions AS s WHERE status = 'completed' AND "productId" IS NOT NULL GROUP BY 1, 2
    ON CONFLICT ("productId", day) DO UPDATE SET sales = product_sales_days.sales + EXCLUDED.sales, amount = product_sales_days.amount + EXCLUDED.amount; END IF;
  IF EXISTS (SELECT 1 FROM transactions AS s WHERE status = 'completed' AND "eventId" IS NOT NULL) THEN INSERT INTO event_sales_days ("eventId", "vendorId", day, sales, amount) SELECT "eventId" AS c0, "vendorId" AS c1, ("createdAt" AT TIME ZONE 'America/Los_Angeles')::date AS c2, count(*) AS c3, sum(amount - "refundedAmount") AS c4 FROM transactions AS s WHERE status = 'completed' AND "eventId" IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT ("eventId", "vendorId", day) DO UPDATE SET sales = event_sales_days.sales + EXCLUDED.sales, amount = event_sales_days.amount + EXCLUDED.amount; END IF;
  INSERT INTO region_sales_days ("vendorId", day, region, sales, amount) SELECT "vendorId" AS c0, ("createdAt" AT TIME ZONE 'America/Los_Angeles')::date AS c1, COALESCE("slRegion", '') AS c2, count(*) AS c3, sum(amount - "refundedAmount") AS c4 FROM transactions AS s WHERE status = 'completed' GROUP BY 1, 2, 3
    ON CONFLICT ("vendorId", day, region) DO UPDATE SET sales = region_sales_days.sales + EXCLUDED.sales, amount = region_sales_days.amount + EXCLUDED.amount;
END
$function$;
