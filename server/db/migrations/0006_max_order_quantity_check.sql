-- A maximum below 1 used to mean "unlimited" to the pages and "unavailable" to the server; the server's
-- meaning wins for rows that had one: unavailable, with the smallest maximum (docs/decisions/0026).
UPDATE "products" SET "stock_status_code" = 'UNAVAILABLE', "max_order_quantity" = 1 WHERE "max_order_quantity" < 1;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_order_quantity_check" CHECK ("products"."max_order_quantity" >= 1);