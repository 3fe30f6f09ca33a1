-- Extensions the schema needs: trigram indexes for accent-free destination search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
