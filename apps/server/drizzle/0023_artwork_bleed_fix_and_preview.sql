ALTER TABLE "artwork_files" DROP CONSTRAINT "artwork_files_status_check";--> statement-breakpoint
ALTER TABLE "artwork_files" ADD COLUMN "preview_name" text;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD COLUMN "corrected_from" integer;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD COLUMN "print_choice" text;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_corrected_from_artwork_files_id_fk" FOREIGN KEY ("corrected_from") REFERENCES "public"."artwork_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_files_corrected_from_idx" ON "artwork_files" USING btree ("corrected_from");--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_print_choice_check" CHECK (print_choice is null or print_choice in ('own_file', 'shop_version'));--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_status_check" CHECK (status in ('checking', 'needs_attention', 'ready_for_review', 'approved', 'changes_requested', 'replaced', 'offered'));