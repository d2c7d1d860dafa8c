-- Captured by backend/test/platform/sql-snapshots.spec.ts (UPDATE_SQL_SNAPSHOTS=1 rewrites it): the statements of the dashboard's cards.

-- GET /api/dashboard/stats
SELECT "User"."id" AS "User_id", "User"."firstName" AS "User_firstName", "User"."lastName" AS "User_lastName", "User"."email" AS "User_email", "User"."profileImageUrl" AS "User_profileImageUrl", "User"."role" AS "User_role", "User"."adminFromEmailList" AS "User_adminFromEmailList", "User"."isActive" AS "User_isActive", "User"."emailTransactions" AS "User_emailTransactions", "User"."emailRedeliveries" AS "User_emailRedeliveries", "User"."emailEvents" AS "User_emailEvents", "User"."inWorldNotifications" AS "User_inWorldNotifications", "User"."saleDeliveryAlertMinutes" AS "User_saleDeliveryAlertMinutes", "User"."offlineAlertMinutes" AS "User_offlineAlertMinutes", "User"."defaultCommissionRate" AS "User_defaultCommissionRate", "User"."stackDiscounts" AS "User_stackDiscounts", "User"."marketplaceToken" AS "User_marketplaceToken", "User"."marketplaceSalt" AS "User_marketplaceSalt", "User"."sessionsRevokedAt" AS "User_sessionsRevokedAt", "User"."claimsFingerprint" AS "User_claimsFingerprint", "User"."deletedAt" AS "User_deletedAt", "User"."createdAt" AS "User_createdAt", "User"."updatedAt" AS "User_updatedAt" FROM "users" "User" WHERE (("User"."id" = $1)) LIMIT 1;

SELECT COALESCE(SUM(d.amount), 0)::text AS sales, COALESCE(SUM(d.commission), 0)::numeric(16, 2)::text AS commission
       FROM vendor_sales_days d WHERE d."vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1) AND d.day > (($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date - 1 AND d.day <= (($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date;

SELECT count(*)::int AS count FROM vendors WHERE "ownerId" = $1 AND kind = 'in-world' AND "isActive" AND "pausedAt" IS NULL;

WITH current_event AS (
         SELECT e.id, e.name, e."startDate"
         FROM events e
         WHERE e."isActive" AND e."startDate" <= $2::timestamptz AND e."endDate" > $2::timestamptz
           AND (e."organizerId" = $1 OR EXISTS (
             SELECT 1 FROM event_vendors ev JOIN vendors v ON v.id = ev."vendorId"
             WHERE ev."eventId" = e.id AND v."ownerId" = $1))
         ORDER BY e."startDate" DESC, e.id
         LIMIT 1
       )
       SELECT c.id, c.name,
              ((($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date - ((c."startDate") AT TIME ZONE 'America/Los_Angeles')::date + 1)::int AS "daysRunning",
              (SELECT count(*)::int FROM event_vendors ev WHERE ev."eventId" = c.id) AS "participatingVendors",
              sales.total AS "totalSales", buyers.buyers AS "uniqueVisitors"
       FROM current_event c
       CROSS JOIN LATERAL (SELECT COALESCE(SUM(d.amount), 0)::text AS total FROM event_sales_days d WHERE d."eventId" = c.id) sales
       CROSS JOIN LATERAL (
         SELECT count(DISTINCT t."buyerId")::int AS buyers FROM transactions t WHERE t."eventId" = c.id AND t.status = 'completed'
       ) buyers;

SELECT count(*)::int AS count FROM transactions t
       WHERE t."ownerId" = $1 AND t."priceMismatch" AND t.status = 'completed' AND t."createdAt" > $2 AND t."createdAt" <= $3;

-- GET /api/dashboard/sales
SELECT "User"."id" AS "User_id", "User"."firstName" AS "User_firstName", "User"."lastName" AS "User_lastName", "User"."email" AS "User_email", "User"."profileImageUrl" AS "User_profileImageUrl", "User"."role" AS "User_role", "User"."adminFromEmailList" AS "User_adminFromEmailList", "User"."isActive" AS "User_isActive", "User"."emailTransactions" AS "User_emailTransactions", "User"."emailRedeliveries" AS "User_emailRedeliveries", "User"."emailEvents" AS "User_emailEvents", "User"."inWorldNotifications" AS "User_inWorldNotifications", "User"."saleDeliveryAlertMinutes" AS "User_saleDeliveryAlertMinutes", "User"."offlineAlertMinutes" AS "User_offlineAlertMinutes", "User"."defaultCommissionRate" AS "User_defaultCommissionRate", "User"."stackDiscounts" AS "User_stackDiscounts", "User"."marketplaceToken" AS "User_marketplaceToken", "User"."marketplaceSalt" AS "User_marketplaceSalt", "User"."sessionsRevokedAt" AS "User_sessionsRevokedAt", "User"."claimsFingerprint" AS "User_claimsFingerprint", "User"."deletedAt" AS "User_deletedAt", "User"."createdAt" AS "User_createdAt", "User"."updatedAt" AS "User_updatedAt" FROM "users" "User" WHERE (("User"."id" = $1)) LIMIT 1;

WITH days AS (
         SELECT generate_series((($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date - ($3::int - 1), (($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date, interval '1 day')::date AS day
       ), sales AS (
         SELECT d.day, SUM(d.amount) AS total FROM vendor_sales_days d WHERE d."vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1) AND d.day > (($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date - $3::int AND d.day <= (($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date GROUP BY 1
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date, to_char(d.day, $4) AS label, COALESCE(s.total, 0)::text AS total
       FROM days d LEFT JOIN sales s ON s.day = d.day
       ORDER BY d.day;

-- GET /api/dashboard/top-products
SELECT "User"."id" AS "User_id", "User"."firstName" AS "User_firstName", "User"."lastName" AS "User_lastName", "User"."email" AS "User_email", "User"."profileImageUrl" AS "User_profileImageUrl", "User"."role" AS "User_role", "User"."adminFromEmailList" AS "User_adminFromEmailList", "User"."isActive" AS "User_isActive", "User"."emailTransactions" AS "User_emailTransactions", "User"."emailRedeliveries" AS "User_emailRedeliveries", "User"."emailEvents" AS "User_emailEvents", "User"."inWorldNotifications" AS "User_inWorldNotifications", "User"."saleDeliveryAlertMinutes" AS "User_saleDeliveryAlertMinutes", "User"."offlineAlertMinutes" AS "User_offlineAlertMinutes", "User"."defaultCommissionRate" AS "User_defaultCommissionRate", "User"."stackDiscounts" AS "User_stackDiscounts", "User"."marketplaceToken" AS "User_marketplaceToken", "User"."marketplaceSalt" AS "User_marketplaceSalt", "User"."sessionsRevokedAt" AS "User_sessionsRevokedAt", "User"."claimsFingerprint" AS "User_claimsFingerprint", "User"."deletedAt" AS "User_deletedAt", "User"."createdAt" AS "User_createdAt", "User"."updatedAt" AS "User_updatedAt" FROM "users" "User" WHERE (("User"."id" = $1)) LIMIT 1;

WITH best AS (
         SELECT d."productId", SUM(d.sales) AS units, SUM(d.amount) AS revenue
         FROM product_sales_days d
         WHERE d."productId" IN (SELECT p.id FROM products p JOIN vendors v ON v.id = p."vendorId" WHERE v."ownerId" = $1)
           AND d.day > (($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date - $3::int AND d.day <= (($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date
         GROUP BY d."productId"
         HAVING SUM(d.sales) > 0
         ORDER BY revenue DESC, units DESC, d."productId"
         LIMIT $4
       )
       SELECT p.id AS "productId", p.name, best.units::int AS "unitsSold", best.revenue::text AS revenue
       FROM best JOIN products p ON p.id = best."productId"
       ORDER BY best.revenue DESC, best.units DESC, p.id;

-- GET /api/dashboard/recent-transactions
SELECT "User"."id" AS "User_id", "User"."firstName" AS "User_firstName", "User"."lastName" AS "User_lastName", "User"."email" AS "User_email", "User"."profileImageUrl" AS "User_profileImageUrl", "User"."role" AS "User_role", "User"."adminFromEmailList" AS "User_adminFromEmailList", "User"."isActive" AS "User_isActive", "User"."emailTransactions" AS "User_emailTransactions", "User"."emailRedeliveries" AS "User_emailRedeliveries", "User"."emailEvents" AS "User_emailEvents", "User"."inWorldNotifications" AS "User_inWorldNotifications", "User"."saleDeliveryAlertMinutes" AS "User_saleDeliveryAlertMinutes", "User"."offlineAlertMinutes" AS "User_offlineAlertMinutes", "User"."defaultCommissionRate" AS "User_defaultCommissionRate", "User"."stackDiscounts" AS "User_stackDiscounts", "User"."marketplaceToken" AS "User_marketplaceToken", "User"."marketplaceSalt" AS "User_marketplaceSalt", "User"."sessionsRevokedAt" AS "User_sessionsRevokedAt", "User"."claimsFingerprint" AS "User_claimsFingerprint", "User"."deletedAt" AS "User_deletedAt", "User"."createdAt" AS "User_createdAt", "User"."updatedAt" AS "User_updatedAt" FROM "users" "User" WHERE (("User"."id" = $1)) LIMIT 1;

SELECT t.id, p.name AS "productName", t."buyerName", t.amount, t.status, t."createdAt", t."giftTo", t."giftToName",
              t."discountAmount", t."paidWith"
       FROM transactions t LEFT JOIN products p ON p.id = t."productId"
       WHERE t."ownerId" = $1
       ORDER BY t."createdAt" DESC, t.id DESC
       LIMIT $2;

-- GET /api/dashboard/current-event
SELECT "User"."id" AS "User_id", "User"."firstName" AS "User_firstName", "User"."lastName" AS "User_lastName", "User"."email" AS "User_email", "User"."profileImageUrl" AS "User_profileImageUrl", "User"."role" AS "User_role", "User"."adminFromEmailList" AS "User_adminFromEmailList", "User"."isActive" AS "User_isActive", "User"."emailTransactions" AS "User_emailTransactions", "User"."emailRedeliveries" AS "User_emailRedeliveries", "User"."emailEvents" AS "User_emailEvents", "User"."inWorldNotifications" AS "User_inWorldNotifications", "User"."saleDeliveryAlertMinutes" AS "User_saleDeliveryAlertMinutes", "User"."offlineAlertMinutes" AS "User_offlineAlertMinutes", "User"."defaultCommissionRate" AS "User_defaultCommissionRate", "User"."stackDiscounts" AS "User_stackDiscounts", "User"."marketplaceToken" AS "User_marketplaceToken", "User"."marketplaceSalt" AS "User_marketplaceSalt", "User"."sessionsRevokedAt" AS "User_sessionsRevokedAt", "User"."claimsFingerprint" AS "User_claimsFingerprint", "User"."deletedAt" AS "User_deletedAt", "User"."createdAt" AS "User_createdAt", "User"."updatedAt" AS "User_updatedAt" FROM "users" "User" WHERE (("User"."id" = $1)) LIMIT 1;

WITH current_event AS (
         SELECT e.id, e.name, e."startDate"
         FROM events e
         WHERE e."isActive" AND e."startDate" <= $2::timestamptz AND e."endDate" > $2::timestamptz
           AND (e."organizerId" = $1 OR EXISTS (
             SELECT 1 FROM event_vendors ev JOIN vendors v ON v.id = ev."vendorId"
             WHERE ev."eventId" = e.id AND v."ownerId" = $1))
         ORDER BY e."startDate" DESC, e.id
         LIMIT 1
       )
       SELECT c.id, c.name,
              ((($2::timestamptz) AT TIME ZONE 'America/Los_Angeles')::date - ((c."startDate") AT TIME ZONE 'America/Los_Angeles')::date + 1)::int AS "daysRunning",
              (SELECT count(*)::int FROM event_vendors ev WHERE ev."eventId" = c.id) AS "participatingVendors",
              sales.total AS "totalSales", buyers.buyers AS "uniqueVisitors"
       FROM current_event c
       CROSS JOIN LATERAL (SELECT COALESCE(SUM(d.amount), 0)::text AS total FROM event_sales_days d WHERE d."eventId" = c.id) sales
       CROSS JOIN LATERAL (
         SELECT count(DISTINCT t."buyerId")::int AS buyers FROM transactions t WHERE t."eventId" = c.id AND t.status = 'completed'
       ) buyers;
