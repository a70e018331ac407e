-- Delivery methods got a kind (home delivery, pickup point, pickup in the shop). A shop seeded before
-- with the demo methods gets their kinds and the demo's shop pickup (free, NL/BE/DE), as a new shop does
-- (server/db/demo-data/shipping-and-coupons.ts); a shop with its own methods keeps them as they are.
UPDATE "shipping_methods" SET "kind" = 'pickup_point' WHERE "code" = 'pickup_point';
--> statement-breakpoint
WITH "inserted" AS (
  INSERT INTO "shipping_methods" ("code", "kind", "name", "position")
  SELECT 'store_pickup', 'store_pickup',
    '{"nl": "Afhalen in de winkel", "en": "Pick up in our store", "de": "Abholung im Laden"}'::jsonb,
    coalesce((SELECT max("position") + 1 FROM "shipping_methods"), 0)
  WHERE EXISTS (SELECT 1 FROM "shipping_methods" WHERE "code" = 'home_delivery')
    AND NOT EXISTS (SELECT 1 FROM "shipping_methods" WHERE "code" = 'store_pickup')
  RETURNING "id"
)
INSERT INTO "shipping_rates" ("method_id", "country_iso", "price_cents", "free_from_cents")
SELECT "inserted"."id", c."iso", 0, NULL
FROM "inserted" CROSS JOIN (VALUES ('NL'), ('BE'), ('DE')) AS c("iso");
