CREATE TABLE "media_assets" (
	"hash" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_format_check" CHECK ("media_assets"."format" in ('jpeg', 'png', 'webp', 'avif', 'gif')),
	CONSTRAINT "media_assets_hash_check" CHECK ("media_assets"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "media_sources" (
	"url" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "media_sources" ADD CONSTRAINT "media_sources_hash_media_assets_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media_assets"("hash") ON DELETE no action ON UPDATE no action;