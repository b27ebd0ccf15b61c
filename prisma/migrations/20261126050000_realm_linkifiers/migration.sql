-- Realm linkifiers: patterns that turn matching text into links (Zulip's RealmFilter).

CREATE TABLE "realm_filter" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "pattern" TEXT NOT NULL,
    "url_template" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "realm_filter_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "realm_filter_realm_id_idx" ON "realm_filter"("realm_id");
ALTER TABLE "realm_filter" ADD CONSTRAINT "realm_filter_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
