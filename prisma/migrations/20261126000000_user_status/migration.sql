-- User statuses: one row per user who ever set one (Zulip's UserStatus).

CREATE TABLE "user_status" (
    "user_id" INTEGER NOT NULL,
    "status_text" TEXT NOT NULL DEFAULT '',
    "emoji_name" TEXT NOT NULL DEFAULT '',
    "emoji_code" TEXT NOT NULL DEFAULT '',
    "reaction_type" TEXT NOT NULL DEFAULT 'unicode_emoji',
    "timestamp" TIMESTAMPTZ(6) NOT NULL,
    CONSTRAINT "user_status_pkey" PRIMARY KEY ("user_id")
);
ALTER TABLE "user_status" ADD CONSTRAINT "user_status_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
