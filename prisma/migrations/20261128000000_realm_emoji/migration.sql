-- Custom emoji (Zulip's RealmEmoji): deactivated rather than deleted, so a name
-- is unique only among a realm's active emoji.

CREATE TABLE "realm_emoji" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "author_id" INTEGER,
    "file_name" TEXT NOT NULL,
    "is_animated" BOOLEAN NOT NULL DEFAULT false,
    "deactivated" BOOLEAN NOT NULL DEFAULT false,
    "date_created" TIMESTAMPTZ(6) NOT NULL,
    CONSTRAINT "realm_emoji_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "realm_emoji_realm_id_idx" ON "realm_emoji"("realm_id");
CREATE UNIQUE INDEX "realm_emoji_active_name_key" ON "realm_emoji"("realm_id", "name") WHERE NOT "deactivated";
ALTER TABLE "realm_emoji" ADD CONSTRAINT "realm_emoji_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "realm_emoji" ADD CONSTRAINT "realm_emoji_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user_profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
