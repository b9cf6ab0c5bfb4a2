-- The shop's reading content (news, blog, FAQ, pages) in the database, edited in the back-office.
CREATE TABLE "content_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"route" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"topic" text,
	"position" integer,
	"image" jsonb,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_kind_check" CHECK (kind in ('news', 'blog', 'faq', 'page')),
	CONSTRAINT "content_entries_status_check" CHECK (status in ('draft', 'scheduled', 'published'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_kind_slug_idx" ON "content_entries" USING btree ("kind","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_route_idx" ON "content_entries" USING btree ("route");--> statement-breakpoint
CREATE INDEX "content_entries_kind_published_idx" ON "content_entries" USING btree ("kind","published_at");