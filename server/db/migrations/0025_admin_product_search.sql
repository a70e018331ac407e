-- The back office's product search (issue 35): one trigram index over the text the list searches (names in every
-- language, article code, supplier reference, EAN), so "contains" stays fast at 100,000 products
-- (bench/results/admin-products.md).
CREATE INDEX "products_admin_search_idx" ON "products" USING gin ((lower(("name"->>'nl') || ' ' || ("name"->>'en') || ' ' || ("name"->>'de') || ' ' || coalesce("external_ref", '') || ' ' || "reference" || ' ' || "ean")) gin_trgm_ops);