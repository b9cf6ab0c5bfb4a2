-- Trigram matching (parts of words, near misses) for the shop's and the staff's searches.
-- pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"refunded_cents" bigint NOT NULL,
	CONSTRAINT "order_day_totals_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "order_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"title" text NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "products_category_id_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_price_cents_idx";--> statement-breakpoint
DROP INDEX "products_units_sold_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', ("orders"."tracking_no" || ' ' || "orders"."email" || ' ' || "orders"."first_name" || ' ' || "orders"."last_name"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_name_words_word_idx" ON "order_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_title_idx" ON "product_search" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "order_lines_product_id_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_payment_id_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_id_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_document_idx" ON "orders" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (("tracking_no" || ' ' || "email" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_id_id_idx" ON "products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "products_units_sold_id_idx" ON "products" USING btree ("units_sold" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_units_sold_id_idx" ON "products" USING btree ("category_id","units_sold" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_created_at_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_created_at_id_idx" ON "products" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_cents_id_idx" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_category_price_cents_id_idx" ON "products" USING btree ("category_id","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_price_cents_desc_id_idx" ON "products" USING btree ("price_cents" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_price_cents_desc_id_idx" ON "products" USING btree ("category_id","price_cents" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_stock_name_id_idx" ON "products" USING btree ("stock","name","id");--> statement-breakpoint
-- What the shop's search reads, rebuilt for the given products from their current rows.
CREATE FUNCTION product_search_rebuild(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, category_id, sub_category_id, title, document)
  SELECT p.id, p.category_id, p.sub_category_id,
    concat_ws(' ', p.name, p.sku, c.name, s.name),
    setweight(to_tsvector('english', p.name), 'A')
      || setweight(to_tsvector('simple', p.sku), 'A')
      || setweight(to_tsvector('english', concat_ws(' ', c.name, s.name)), 'B')
      || setweight(to_tsvector('english', p.description), 'C')
  FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN sub_categories s ON s.id = p.sub_category_id
  WHERE p.id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET category_id = excluded.category_id,
    sub_category_id = excluded.sub_category_id, title = excluded.title, document = excluded.document
$$;--> statement-breakpoint
CREATE FUNCTION products_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_rebuild(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the columns the search reads: stock and sales updates (every order) never fire it. A
-- deleted sub-category sets its products' sub_category_id to null, which fires it too.
CREATE TRIGGER products_search AFTER INSERT OR UPDATE OF name, sku, description, category_id, sub_category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_changed();--> statement-breakpoint
CREATE FUNCTION categories_search_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_search_rebuild(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
  ELSE
    PERFORM product_search_rebuild(ARRAY(SELECT id FROM products WHERE sub_category_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_search AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_search_renamed();--> statement-breakpoint
CREATE TRIGGER sub_categories_search AFTER UPDATE OF name ON sub_categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_search_renamed();--> statement-breakpoint
SELECT product_search_rebuild(ARRAY(SELECT id FROM products));--> statement-breakpoint
-- Adds (or, with negative figures, takes away) orders to a day's totals for one status.
CREATE FUNCTION order_day_totals_add(on_day date, in_status text, orders_delta integer, total_delta bigint, refunded_delta bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_day_totals AS totals (day, status, orders, total_cents, refunded_cents)
  VALUES (on_day, in_status, orders_delta, total_delta, refunded_delta)
  ON CONFLICT (day, status) DO UPDATE SET
    orders = totals.orders + excluded.orders,
    total_cents = totals.total_cents + excluded.total_cents,
    refunded_cents = totals.refunded_cents + excluded.refunded_cents
$$;--> statement-breakpoint
-- An order counts on the UTC day it was placed, under its current status, with what was refunded
-- on it so far. A change of status (or of the day, or the total) moves it from one row to another.
CREATE FUNCTION orders_day_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refunded bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.created_at = NEW.created_at
     AND OLD.total_cents = NEW.total_cents THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    refunded := 0;
  ELSE
    SELECT coalesce(sum(amount_cents), 0) INTO refunded FROM order_refunds WHERE order_id = OLD.id;
    PERFORM order_day_totals_add((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status, -1, -OLD.total_cents, -refunded);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  PERFORM order_day_totals_add((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status, 1, NEW.total_cents, refunded);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_day_totals AFTER INSERT OR UPDATE OF status, created_at, total_cents
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_day_totals_changed();--> statement-breakpoint
-- Before the delete, while the order's refunds (deleted with it) can still be summed.
CREATE TRIGGER orders_day_totals_deleted BEFORE DELETE
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_day_totals_changed();--> statement-breakpoint
CREATE FUNCTION order_refunds_day_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed orders%ROWTYPE;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Not found when the order itself is being deleted: its totals went with it.
    SELECT * INTO placed FROM orders WHERE id = OLD.order_id;
    IF FOUND THEN
      PERFORM order_day_totals_add((placed.created_at AT TIME ZONE 'UTC')::date, placed.status, 0, 0, -OLD.amount_cents);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO placed FROM orders WHERE id = NEW.order_id;
    PERFORM order_day_totals_add((placed.created_at AT TIME ZONE 'UTC')::date, placed.status, 0, 0, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_refunds_day_totals AFTER INSERT OR DELETE OR UPDATE OF order_id, amount_cents
  ON order_refunds FOR EACH ROW EXECUTE FUNCTION order_refunds_day_totals_changed();--> statement-breakpoint
INSERT INTO order_day_totals (day, status, orders, total_cents, refunded_cents)
SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.status, count(*), sum(o.total_cents), coalesce(sum(r.cents), 0)
FROM orders o
LEFT JOIN (SELECT order_id, sum(amount_cents) AS cents FROM order_refunds GROUP BY order_id) r ON r.order_id = o.id
GROUP BY 1, 2;--> statement-breakpoint
-- The words of an order's names, for the staff's search of near misses (see order_name_words).
CREATE FUNCTION orders_name_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_name_words (word)
  SELECT lexeme FROM unnest(to_tsvector('simple', NEW.first_name || ' ' || NEW.last_name))
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_name_words AFTER INSERT OR UPDATE OF first_name, last_name
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_name_words_changed();--> statement-breakpoint
INSERT INTO order_name_words (word)
SELECT DISTINCT lexeme FROM orders, unnest(to_tsvector('simple', first_name || ' ' || last_name));
