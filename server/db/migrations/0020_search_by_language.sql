-- The search index by language (docs/decisions/0076). A query reads one language's rows, but the three
-- languages' rows of a product were written together and so share heap pages: a broad word read every page
-- of the table. Partitioned by locale, each language's rows fill their own pages. The words besides the title
-- (only a search server is sent them) move to `search_texts`, so that the scanned rows hold only what matching
-- and ranking read. The rows are copied: the index stays usable while the next sync runs.
ALTER TABLE "search_documents" RENAME TO "search_documents_unpartitioned";--> statement-breakpoint
ALTER TABLE "search_documents_unpartitioned" RENAME CONSTRAINT "search_documents_index_locale_object_id_pk" TO "search_documents_unpartitioned_pk";--> statement-breakpoint
ALTER TABLE "search_documents_unpartitioned" DROP CONSTRAINT "search_documents_index_check";--> statement-breakpoint
DROP INDEX "search_documents_tsv_idx";--> statement-breakpoint
DROP INDEX "search_documents_rank_idx";--> statement-breakpoint
CREATE TABLE "search_documents" (
	"index" text NOT NULL,
	"locale" text NOT NULL,
	"object_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"title" text NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"brand" text,
	"category" text,
	"price_cents" integer,
	"source_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_index_locale_object_id_pk" PRIMARY KEY("index","locale","object_id"),
	CONSTRAINT "search_documents_index_check" CHECK ("search_documents"."index" in ('categories', 'products', 'content'))
) PARTITION BY LIST ("locale");
--> statement-breakpoint
CREATE TABLE "search_documents_nl" PARTITION OF "search_documents" FOR VALUES IN ('nl');--> statement-breakpoint
CREATE TABLE "search_documents_en" PARTITION OF "search_documents" FOR VALUES IN ('en');--> statement-breakpoint
CREATE TABLE "search_documents_de" PARTITION OF "search_documents" FOR VALUES IN ('de');--> statement-breakpoint
-- A language added to core/locales.ts later still has a place before its own partition is made.
CREATE TABLE "search_documents_other" PARTITION OF "search_documents" DEFAULT;--> statement-breakpoint
INSERT INTO "search_documents" ("index", "locale", "object_id", "document", "tsv", "title", "in_stock", "popularity",
	"brand", "category", "price_cents", "source_version", "updated_at")
SELECT "index", "locale", "object_id", "document", "tsv", "title", "in_stock", "popularity", "brand", "category",
	"price_cents", "source_version", "updated_at"
FROM "search_documents_unpartitioned" ORDER BY "locale", "index", "object_id";--> statement-breakpoint
CREATE TABLE "search_texts" (
	"index" text NOT NULL,
	"locale" text NOT NULL,
	"object_id" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "search_texts_index_locale_object_id_pk" PRIMARY KEY("index","locale","object_id")
);
--> statement-breakpoint
INSERT INTO "search_texts" ("index", "locale", "object_id", "search_text")
SELECT "index", "locale", "object_id", "search_text" FROM "search_documents_unpartitioned";--> statement-breakpoint
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_entry_fk" FOREIGN KEY ("index","locale","object_id") REFERENCES "public"."search_documents"("index","locale","object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TABLE "search_documents_unpartitioned";--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_rank_idx" ON "search_documents" USING btree ("index","locale","in_stock" DESC NULLS LAST,"popularity" DESC NULLS LAST,"object_id");--> statement-breakpoint
ANALYZE "search_documents", "search_texts";
