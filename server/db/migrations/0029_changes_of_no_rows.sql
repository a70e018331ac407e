-- A statement that writes no row changes nothing a guest sees, so it notifies nobody (docs/decisions/0149).
-- The tables whose changes still empty every cache (settings, countries, brands, URL paths, features, shipping,
-- articles, and new or deleted categories) notified once per statement, rows or none: an upsert that found
-- everything in place, or an update whose `where` matched nothing, emptied the page caches of every process.
-- Their triggers now see the statement's rows (transition tables, one trigger per kind of statement, as those
-- on products) and notify only when there is one. A truncate still always notifies.
CREATE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN
      RETURN NULL;
    END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalogue_changed',
    json_build_object('s', nextval('catalogue_change_seq'), 't', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'settings', 'countries', 'brands', 'url_paths', 'feature_groups', 'features', 'feature_values',
    'shipping_methods', 'shipping_rates', 'knowledge_articles', 'categories'
  ] LOOP
    EXECUTE format('DROP TRIGGER "catalogue_changed" ON %I', watched);
    EXECUTE format('CREATE TRIGGER "catalogue_changed_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed()', watched);
    EXECUTE format('CREATE TRIGGER "catalogue_changed_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed()', watched);
    EXECUTE format('CREATE TRIGGER "catalogue_changed_truncate" AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()', watched);
    -- A category's update has its own trigger already (categories_changed, migration 0027).
    IF watched <> 'categories' THEN
      EXECUTE format('CREATE TRIGGER "catalogue_changed_update" AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
        'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed()', watched);
    END IF;
  END LOOP;
END
$$;
