-- The dashboard's distinct browsers at scale (issue 46, measured by `npm run bench
-- analytics-dashboard`): counting every (day, browser) row of a range took seconds for a year
-- even at a small fraction of 1,000 events a minute. Each day now keeps, beside its exact
-- browser rows, how many browsers were active (analytics_daily_counts, dimension 'active') and a
-- HyperLogLog sketch per figure (amplify/data/analytics/browser-sketch.ts says what a sketch is),
-- both kept by the ingest's statement as new browser rows are stored.

-- The bit a browser sets in a sketch of `registers` registers: as sketchBitOf in browser-sketch.ts
-- (MD5's first 64 bits; the first log2(registers) choose the register; the rank, 1 + the leading
-- zeros of the rest, at most 32, is the bit within the register's 32-bit word).
CREATE FUNCTION analytics_sketch_bit(endpoint_id text, registers integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (substring(h FROM 1 FOR width)::bit(16)::integer >> (16 - width)) * 32
    + least(coalesce(nullif(position(B'1' IN substring(h FROM width + 1)), 0), 65 - width), 32) - 1
  FROM (SELECT ('x' || substr(md5(endpoint_id), 1, 16))::bit(64) AS h, (ln(registers) / ln(2))::integer AS width) AS parts
$$;

-- A sketch holding one browser: registers × 32 bits (at most 2,048 registers), one of them set.
CREATE FUNCTION analytics_sketch_of(endpoint_id text, registers integer) RETURNS bit varying
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT substring(B'1'::bit(65536) >> analytics_sketch_bit(endpoint_id, registers) FROM 1 FOR registers * 32)
$$;

CREATE TABLE analytics_daily_sketches (
  dimension text NOT NULL,
  day date NOT NULL,
  key text NOT NULL,
  sketch bit varying NOT NULL,
  -- Read as one key's days (a top-list entry's, or the active browsers' under key ''), so the key
  -- leads the day.
  PRIMARY KEY (dimension, key, day)
);

-- The figures of the browsers already stored.
INSERT INTO analytics_daily_counts (dimension, day, key, count)
SELECT 'active', day, '', count(*) FROM analytics_daily_browsers WHERE dimension = 'active' GROUP BY day;

INSERT INTO analytics_daily_sketches (dimension, day, key, sketch)
SELECT dimension, day, key, bit_or(analytics_sketch_of(endpoint_id, CASE dimension WHEN 'active' THEN 2048 ELSE 256 END))
FROM analytics_daily_browsers GROUP BY dimension, day, key;
