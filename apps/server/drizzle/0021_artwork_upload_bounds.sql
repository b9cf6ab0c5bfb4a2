-- Unfinished artwork uploads are bounded per customer in number and in the bytes they announce,
-- so each records its announced size and is counted by who sends it.
ALTER TABLE "artwork_uploads" ADD COLUMN "declared_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "artwork_uploads_user_id_idx" ON "artwork_uploads" USING btree ("user_id");