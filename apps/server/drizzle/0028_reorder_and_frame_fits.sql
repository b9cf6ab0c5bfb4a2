-- Reorder of approved artwork (a cart line carries the earlier file; the new order's file row names
-- the same stored file) and what fits which frame (a family and a role on products).
ALTER TABLE "artwork_files" ADD COLUMN "reordered_from" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "reorder_file_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "frame_family" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_role" text;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_reordered_from_artwork_files_id_fk" FOREIGN KEY ("reordered_from") REFERENCES "public"."artwork_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_reorder_file_id_artwork_files_id_fk" FOREIGN KEY ("reorder_file_id") REFERENCES "public"."artwork_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_files_reordered_from_idx" ON "artwork_files" USING btree ("reordered_from");--> statement-breakpoint
CREATE INDEX "artwork_files_storage_name_idx" ON "artwork_files" USING btree ("storage_name");--> statement-breakpoint
CREATE INDEX "cart_items_reorder_file_id_idx" ON "cart_items" USING btree ("reorder_file_id");--> statement-breakpoint
CREATE INDEX "products_fit_role_frame_family_idx" ON "products" USING btree ("fit_role","frame_family");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_frame_family_check" CHECK (frame_family is null or frame_family in ('floor', 'counter', 'wall'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fit_role_check" CHECK (fit_role is null or fit_role in ('frame', 'banner', 'spare_part', 'accessory'));
