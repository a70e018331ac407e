ALTER TABLE "customers" DROP CONSTRAINT "customers_dealer_status_check";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "dealer_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "locale" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_dealer_pending_idx" ON "customers" USING btree ("created_at") WHERE "customers"."dealer_status" = 'pending';--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_locale_check" CHECK ("customers"."locale" in ('nl', 'en', 'de'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_dealer_status_check" CHECK ("customers"."dealer_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
-- Existing customers write in the language of their last order, when they have one.
UPDATE "customers" SET "locale" = "last"."locale"
FROM (
  SELECT DISTINCT ON ("customer_id") "customer_id", "locale" FROM "orders"
  WHERE "customer_id" IS NOT NULL AND "locale" IN ('nl', 'en', 'de')
  ORDER BY "customer_id", "created_at" DESC
) AS "last"
WHERE "last"."customer_id" = "customers"."id";
