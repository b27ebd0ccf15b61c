-- Presence: each user's last connected and last active times, and each realm's
-- update counter for incremental fetches (Zulip's UserPresence, PresenceSequence).

CREATE TABLE "user_presence" (
    "user_id" INTEGER NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "last_connected_time" TIMESTAMPTZ(6) NOT NULL,
    "last_active_time" TIMESTAMPTZ(6),
    "last_update_id" INTEGER NOT NULL,
    CONSTRAINT "user_presence_pkey" PRIMARY KEY ("user_id")
);
CREATE INDEX "user_presence_realm_id_last_update_id_idx" ON "user_presence"("realm_id", "last_update_id");
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "presence_sequence" (
    "realm_id" INTEGER NOT NULL,
    "last_update_id" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "presence_sequence_pkey" PRIMARY KEY ("realm_id")
);
ALTER TABLE "presence_sequence" ADD CONSTRAINT "presence_sequence_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
