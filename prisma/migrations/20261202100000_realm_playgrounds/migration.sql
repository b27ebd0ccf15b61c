-- Code playgrounds (Zulip's RealmPlayground): where a code block of a language can be opened.

CREATE TABLE "realm_playground" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "pygments_language" VARCHAR(40) NOT NULL,
    "url_template" TEXT NOT NULL,
    CONSTRAINT "realm_playground_pkey" PRIMARY KEY ("id")
);
-- Not unique on the name as Zulip's table is: a name of any length is valid, and a
-- b-tree entry is limited to a third of a page. Adding a playground locks the realm
-- row and checks for the same (language, name) first, so no duplicate gets in.
CREATE INDEX "realm_playground_realm_id_pygments_language_idx" ON "realm_playground"("realm_id", "pygments_language");
ALTER TABLE "realm_playground" ADD CONSTRAINT "realm_playground_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
