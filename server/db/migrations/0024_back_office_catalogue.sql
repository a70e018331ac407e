ALTER TABLE "staff" DROP CONSTRAINT "staff_role_check";--> statement-breakpoint
-- The one role there was could do everything (docs/decisions/0137).
UPDATE "staff" SET "role" = 'admin';--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "role" SET DEFAULT 'admin';--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "filter_feature_ids" integer[];--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('catalogue', 'orders', 'admin'));--> statement-breakpoint
-- Every change of a category, brand or article raises its version, unless the writer set one itself: the
-- back office's edit check (two members of staff never overwrite each other unseen, issue 35). Columns the
-- shop keeps up to date by itself (a category's counts and facets after a sale) are not a change anyone
-- edits: the trigger's arguments name them, and an update of only those leaves the version alone.
CREATE FUNCTION "bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := TG_ARGV || ARRAY['version', 'updated_at'];
BEGIN
  IF NEW.version = OLD.version
    AND (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_bump_version" BEFORE UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION "bump_version"('product_count', 'facets');--> statement-breakpoint
CREATE TRIGGER "brands_bump_version" BEFORE UPDATE ON "brands" FOR EACH ROW EXECUTE FUNCTION "bump_version"();--> statement-breakpoint
CREATE TRIGGER "knowledge_articles_bump_version" BEFORE UPDATE ON "knowledge_articles" FOR EACH ROW EXECUTE FUNCTION "bump_version"();
