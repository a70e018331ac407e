CREATE TABLE "keep_me_posted" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "keep_me_posted_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "keep_me_posted_locale_check" CHECK ("keep_me_posted"."locale" in ('nl', 'en', 'de'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "keep_me_posted" ADD CONSTRAINT "keep_me_posted_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keep_me_posted_token_idx" ON "keep_me_posted" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "keep_me_posted_open_idx" ON "keep_me_posted" USING btree ("product_id","email") WHERE "keep_me_posted"."notified_at" is null and "keep_me_posted"."unsubscribed_at" is null;--> statement-breakpoint
CREATE INDEX "keep_me_posted_email_idx" ON "keep_me_posted" USING btree ("email");