-- Every change to what anonymous pages show (catalogue, menu, settings, shipping) notifies the channel
-- `catalogue_changed` when its transaction commits; each server process listens and drops its cached pages
-- and derived data (docs/decisions/0043). One notification per statement, not per row: a feed import of
-- 100,000 rows costs one.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'settings', 'countries', 'brands', 'categories', 'url_paths', 'products', 'product_options',
    'feature_groups', 'features', 'feature_values', 'product_features', 'related_products',
    'shipping_methods', 'shipping_rates'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()',
      watched
    );
  END LOOP;
END
$$;
