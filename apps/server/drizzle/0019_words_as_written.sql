-- A mistyped word is matched against the catalogue's words by edit distance. Those were only
-- stems ("hang", "tabl", "brochur"), often too far from a typo of the word as written ("hnaging",
-- "tbale", "borchure") to be found. The catalogue's words now also hold the words of names and
-- categories as written (lowercase, unstemmed); the search stems what it finds before using it.
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
  SELECT w.lexeme FROM product_search ps, unnest(ps.document) w
  WHERE ps.product_id = ANY (ids) AND w.weights && ARRAY['A', 'B']::text[]
  UNION
  SELECT w.lexeme
  FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN sub_categories s ON s.id = p.sub_category_id,
  unnest(to_tsvector('simple', concat_ws(' ', p.name, c.name, s.name))) w
  WHERE p.id = ANY (ids)
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
INSERT INTO product_words (word)
SELECT w.lexeme
FROM products p
JOIN categories c ON c.id = p.category_id
LEFT JOIN sub_categories s ON s.id = p.sub_category_id,
unnest(to_tsvector('simple', concat_ws(' ', p.name, c.name, s.name))) w
ON CONFLICT DO NOTHING;
