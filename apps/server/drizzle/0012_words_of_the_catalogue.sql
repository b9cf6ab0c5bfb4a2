-- Near misses of a word are measured by edit distance (fuzzystrmatch, a trusted extension).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "product_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The search table only mirrors the products: emptied here, rebuilt in full at the end.
DELETE FROM "product_search";--> statement-breakpoint
DROP INDEX "product_search_title_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "price_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "created_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "users_role_as_created_at_idx" ON "users" USING btree ("role_as","created_at");--> statement-breakpoint
CREATE INDEX "product_words_word_idx" ON "product_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_words_spelled_length_idx" ON "product_words" USING btree (length("word")) WHERE "product_words"."word" ~ '^[a-z]+$';--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "title";--> statement-breakpoint
-- What the shop's search reads, rebuilt for the given products from their current rows; the words
-- of their names, SKUs and categories (weights A and B) join the catalogue's words. A SKU is read
-- as its letters and digits ("LB-100-W" as lb 100 w): the parser would take "-100" for a number.
CREATE OR REPLACE FUNCTION product_search_rebuild(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, category_id, sub_category_id, document, price_cents, created_at)
  SELECT p.id, p.category_id, p.sub_category_id,
    setweight(to_tsvector('english', p.name), 'A')
      || setweight(to_tsvector('simple', regexp_replace(p.sku, '[^[:alnum:]]+', ' ', 'g')), 'A')
      || setweight(to_tsvector('english', concat_ws(' ', c.name, s.name)), 'B')
      || setweight(to_tsvector('english', p.description), 'C'),
    p.price_cents, p.created_at
  FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN sub_categories s ON s.id = p.sub_category_id
  WHERE p.id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET category_id = excluded.category_id,
    sub_category_id = excluded.sub_category_id, document = excluded.document,
    price_cents = excluded.price_cents, created_at = excluded.created_at;
  INSERT INTO product_words (word)
  SELECT DISTINCT w.lexeme FROM product_search ps, unnest(ps.document) w
  WHERE ps.product_id = ANY (ids) AND w.weights && ARRAY['A', 'B']::text[]
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- A price change now reaches the search table too; stock and sales changes still never do.
DROP TRIGGER products_search ON products;--> statement-breakpoint
CREATE TRIGGER products_search AFTER INSERT OR UPDATE OF name, sku, description, category_id, sub_category_id, price_cents
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_changed();--> statement-breakpoint
SELECT product_search_rebuild(ARRAY(SELECT id FROM products));
