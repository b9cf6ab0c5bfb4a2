CREATE TABLE "artwork_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artwork_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"storage_name" text,
	"filename" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"report" jsonb,
	"proof_name" text,
	"uploaded_by" integer,
	"by_staff" boolean DEFAULT false NOT NULL,
	"staff_message" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artwork_files_status_check" CHECK (status in ('checking', 'needs_attention', 'ready_for_review', 'approved', 'changes_requested', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "artwork_lines" (
	"order_line_id" integer PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artwork_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"line_ids" jsonb NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "print_size" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "print_size" text;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_lines" ADD CONSTRAINT "artwork_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_lines" ADD CONSTRAINT "artwork_lines_file_id_artwork_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."artwork_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_uploads" ADD CONSTRAINT "artwork_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_uploads" ADD CONSTRAINT "artwork_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_files_order_id_idx" ON "artwork_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "artwork_files_status_created_at_idx" ON "artwork_files" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "artwork_lines_file_id_idx" ON "artwork_lines" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "artwork_uploads_order_id_idx" ON "artwork_uploads" USING btree ("order_id");