-- Catalogue changes name what changed (docs/decisions/0149). Every notification on `catalogue_changed` is now
-- JSON with `s`, a number from one sequence (the same in every process), and `t`, the table:
--   {"s":1,"t":"settings"}                                    anything may have changed: every cache empties;
--   {"s":2,"t":"products","p":[ids],"c":[ids],"b":[ids],"g":[ids]}  these products changed in what a guest
--                                                             sees, in these brands and variant groups, and
--                                                             these categories' listings changed with them;
--   {"s":3,"t":"categories","c":[ids]}                         only these categories' counts changed.
-- Product rows notify only when something a guest sees changed: a paid order lowering the stock from 45 to 44
-- ("more than five" either way) notifies nobody, so the pages stay cached.
CREATE SEQUENCE "catalogue_change_seq";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed',
    json_build_object('s', nextval('catalogue_change_seq'), 't', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What a guest sees of a product's stock (spec §9 "Stock messages", §5 "Quantity"): the message (none, one
-- left, the count up to five, more than five; the brand's and the supplier's stock count as none) and, for
-- last stock, the most pieces one can order. Lower stock that leaves both alone changes nothing shown.
CREATE FUNCTION guest_stock(stock integer, is_last_stock boolean, from_brand boolean, vdm boolean,
  max_order_quantity integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN from_brand OR vdm THEN 0 ELSE least(greatest(stock, 0), 6) END)::text
    || CASE WHEN is_last_stock
         THEN ':' || least(greatest(stock, 0), greatest(max_order_quantity, 1))::text ELSE '' END
$$;
--> statement-breakpoint
-- Notifies that `changed` products changed, in chunks that stay well under NOTIFY's 8,000 bytes, each with
-- their brands and variant groups and, for those among `listed` (whose place in a listing changed: in or out,
-- order, price, filters, counts), the categories that list them (ancestors included). A change only a card
-- shows (a stock message, a text, a photo) names no category: the listings that show the card depend on the
-- product itself, and the category's listing index and counts stay. `also_*` are where the products were
-- before (a move, a delete). A very large change (a whole feed) empties everything.
CREATE FUNCTION notify_products_changed(source text, changed integer[], listed integer[],
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
CREATE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  old_categories integer[];
  old_brands integer[];
  old_groups integer[];
  listed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id ORDER BY n.id) INTO changed FROM new_rows n;
    listed := changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.id ORDER BY o.id), array_agg(DISTINCT o.brand_id), array_agg(DISTINCT o.variant_group_id)
      INTO changed, old_brands, old_groups FROM old_rows o;
    SELECT array_agg(DISTINCT c) INTO old_categories FROM old_rows o, unnest(o.category_ids) c;
    listed := changed;
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
  PERFORM notify_products_changed(TG_TABLE_NAME, changed, listed, old_categories, old_brands, old_groups);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows that belong to one product (options, features, related products): that product's pages; its features
-- also its listings (filters and counts).
CREATE FUNCTION product_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
    CASE WHEN TG_TABLE_NAME = 'product_features' THEN changed END, NULL, NULL, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Category rows whose stored counts alone changed (refreshCategoryCounts after sales and syncs): their listings
-- and the home page's counts, not every page; any other change of a category (a name, a move, the menu) is
-- everything.
CREATE FUNCTION categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted integer[];
  other boolean;
BEGIN
  SELECT bool_or((to_jsonb(n) - ARRAY['product_count', 'facets', 'version', 'updated_at'])
                   IS DISTINCT FROM (to_jsonb(o) - ARRAY['product_count', 'facets', 'version', 'updated_at'])),
         array_agg(n.id ORDER BY n.id) FILTER (WHERE n.product_count IS DISTINCT FROM o.product_count
                                               OR n.facets IS DISTINCT FROM o.facets)
    INTO other, counted
  FROM new_rows n JOIN old_rows o ON o.id = n.id;
  IF other OR coalesce(array_length(counted, 1), 0) > 1000 THEN
    PERFORM pg_notify('catalogue_changed', json_build_object('s', nextval('catalogue_change_seq'), 't', TG_TABLE_NAME)::text);
  ELSIF counted IS NOT NULL THEN
    PERFORM pg_notify('catalogue_changed',
      json_build_object('s', nextval('catalogue_change_seq'), 't', 'categories', 'c', counted)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "catalogue_changed" ON "products";
--> statement-breakpoint
CREATE TRIGGER "catalogue_changed_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER "catalogue_changed_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER "catalogue_changed_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed();
--> statement-breakpoint
CREATE TRIGGER "catalogue_changed_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['product_options', 'product_features', 'related_products'] LOOP
    EXECUTE format('DROP TRIGGER "catalogue_changed" ON %I', watched);
    EXECUTE format('CREATE TRIGGER "catalogue_changed_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION product_rows_changed()', watched);
    EXECUTE format('CREATE TRIGGER "catalogue_changed_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
      'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_rows_changed()', watched);
    EXECUTE format('CREATE TRIGGER "catalogue_changed_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION product_rows_changed()', watched);
    EXECUTE format('CREATE TRIGGER "catalogue_changed_truncate" AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()', watched);
  END LOOP;
END
$$;
--> statement-breakpoint
DROP TRIGGER "catalogue_changed" ON "categories";
--> statement-breakpoint
CREATE TRIGGER "catalogue_changed_update" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION categories_changed();
--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
