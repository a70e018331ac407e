-- Content of products sold by volume, weight or length (honing oil per litre, paste per kilogram, cord per
-- metre): the product page and cards show the price per unit next to the price (EU price indication rules).
ALTER TABLE "products" ADD COLUMN "unit_content_amount" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_content_check" CHECK (("products"."unit" is null and "products"."unit_content_amount" is null) or ("products"."unit" in ('l', 'kg', 'm') and "products"."unit_content_amount" > 0));