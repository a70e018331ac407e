-- A product card shows less than the product page: no stock figure, only whether a last-stock product can
-- still be added (docs/decisions/0161). A sale that changes the page's stock message ("3 left" → "2 left")
-- names the product (`p`, its pages) but not its card (`k`): the category pages, strips and search answers
-- that show the card stay cached. Payload: {"s","t":"products","p","k","c","b","g"}; `k` ⊆ `p`.
DROP FUNCTION notify_products_changed(text, integer[], integer[], integer[], integer[], integer[]);
--> statement-breakpoint
CREATE FUNCTION notify_products_changed(source text, changed integer[], cards integer[], listed integer[],
  also_categories integer[], also_brands integer[], also_groups integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total integer := coalesce(array_length(changed, 1), 0);
  chunk integer[];
  payload text;
  i integer := 1;
BEGIN
  IF total = 0 THEN
    RETURN;
  END IF;
  IF total > 5000 THEN
    PERFORM pg_notify('catalogue_changed', json_build_object('s', nextval('catalogue_change_seq'), 't', source)::text);
    RETURN;
  END IF;
  WHILE i <= total LOOP
    chunk := changed[i:i + 79];
    SELECT json_build_object(
        's', nextval('catalogue_change_seq'), 't', 'products', 'p', chunk,
        'k', (SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM unnest(chunk) k WHERE k = ANY (coalesce(cards, '{}'))),
        'c', (SELECT coalesce(array_agg(DISTINCT c ORDER BY c), '{}')
              FROM (SELECT unnest(p.category_ids) AS c FROM products p
                      WHERE p.id = ANY (chunk) AND p.id = ANY (coalesce(listed, '{}'))
                    UNION SELECT unnest(CASE WHEN i = 1 THEN also_categories END)) listed
              WHERE c IS NOT NULL),
        'b', (SELECT coalesce(array_agg(DISTINCT b ORDER BY b), '{}')
              FROM (SELECT p.brand_id AS b FROM products p WHERE p.id = ANY (chunk)
                    UNION SELECT unnest(CASE WHEN i = 1 THEN also_brands END)) listed
              WHERE b IS NOT NULL),
        'g', (SELECT coalesce(array_agg(DISTINCT g ORDER BY g), '{}')
              FROM (SELECT p.variant_group_id AS g FROM products p WHERE p.id = ANY (chunk)
                    UNION SELECT unnest(CASE WHEN i = 1 THEN also_groups END)) listed
              WHERE g IS NOT NULL))::text
      INTO payload;
    IF octet_length(payload) > 7900 THEN
      payload := json_build_object('s', nextval('catalogue_change_seq'), 't', source)::text;
    END IF;
    PERFORM pg_notify('catalogue_changed', payload);
    i := i + 80;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  cards integer[];
  old_categories integer[];
  old_brands integer[];
  old_groups integer[];
  listed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id ORDER BY n.id) INTO changed FROM new_rows n;
    listed := changed;
    cards := changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.id ORDER BY o.id), array_agg(DISTINCT o.brand_id), array_agg(DISTINCT o.variant_group_id)
      INTO changed, old_brands, old_groups FROM old_rows o;
    SELECT array_agg(DISTINCT c) INTO old_categories FROM old_rows o, unnest(o.category_ids) c;
    listed := changed;
    cards := changed;
  ELSE
    -- Everything but the stock figure, the edit version and the time of the change is shown somewhere; the
    -- stock counts as shown by guest_stock.
    SELECT array_agg(n.id ORDER BY n.id) INTO changed
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (to_jsonb(n) - ARRAY['stock', 'version', 'updated_at'])
            IS DISTINCT FROM (to_jsonb(o) - ARRAY['stock', 'version', 'updated_at'])
       OR guest_stock(n.stock, n.is_last_stock, n.stock_is_from_brand, n.is_vdm, n.max_order_quantity)
            IS DISTINCT FROM guest_stock(o.stock, o.is_last_stock, o.stock_is_from_brand, o.is_vdm, o.max_order_quantity);
    IF changed IS NOT NULL THEN
      -- Of the stock, a card shows only whether a last-stock product has a piece left to add.
      SELECT array_agg(n.id) INTO cards
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.id = ANY (changed)
        AND ((to_jsonb(n) - ARRAY['stock', 'version', 'updated_at'])
               IS DISTINCT FROM (to_jsonb(o) - ARRAY['stock', 'version', 'updated_at'])
             OR (n.is_last_stock AND n.stock < 1) IS DISTINCT FROM (o.is_last_stock AND o.stock < 1));
      SELECT array_agg(DISTINCT o.brand_id), array_agg(DISTINCT o.variant_group_id) INTO old_brands, old_groups
      FROM old_rows o WHERE o.id = ANY (changed);
      -- What decides a listing (membership, order by popularity, price or name, filters, counts) and what
      -- search finds a product by (its texts and codes): a sale that leaves these alone rebuilds neither.
      SELECT array_agg(n.id) INTO listed
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.id = ANY (changed)
        AND (n.status, n.category_ids, n.brand_id, n.current_price_cents, n.stock_status_code,
             n.feature_value_ids, n.popularity, n.name, n.description, n.ean, n.reference)
          IS DISTINCT FROM (o.status, o.category_ids, o.brand_id, o.current_price_cents, o.stock_status_code,
             o.feature_value_ids, o.popularity, o.name, o.description, o.ean, o.reference);
      SELECT array_agg(DISTINCT c) INTO old_categories
      FROM old_rows o, unnest(o.category_ids) c WHERE o.id = ANY (listed);
    END IF;
  END IF;
  PERFORM notify_products_changed(TG_TABLE_NAME, changed, cards, listed, old_categories, old_brands, old_groups);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows that belong to one product: options and features are on its card too (a free option, the filters),
-- related products only on its page.
CREATE OR REPLACE FUNCTION product_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.product_id) INTO changed FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.product_id) INTO changed FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT id) INTO changed
    FROM (SELECT n.product_id AS id FROM new_rows n UNION SELECT o.product_id FROM old_rows o) touched;
  END IF;
  PERFORM notify_products_changed(TG_TABLE_NAME, changed,
    CASE WHEN TG_TABLE_NAME <> 'related_products' THEN changed END,
    CASE WHEN TG_TABLE_NAME = 'product_features' THEN changed END, NULL, NULL, NULL);
  RETURN NULL;
END
$$;
