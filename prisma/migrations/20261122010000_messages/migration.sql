-- Messages, per-user message flags, reactions, direct-message groups, topic visibility.

CREATE TABLE "message" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "sender_id" INTEGER NOT NULL,
    "recipient_id" INTEGER NOT NULL,
    "is_channel_message" BOOLEAN NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "rendered_content" TEXT,
    "rendered_content_version" INTEGER,
    "date_sent" TIMESTAMPTZ(6) NOT NULL,
    "sending_client" TEXT NOT NULL DEFAULT '',
    "last_edit_time" TIMESTAMPTZ(6),
    "last_moved_time" TIMESTAMPTZ(6),
    "edit_history" JSONB,
    "has_attachment" BOOLEAN NOT NULL DEFAULT false,
    "has_image" BOOLEAN NOT NULL DEFAULT false,
    "has_link" BOOLEAN NOT NULL DEFAULT false,
    "is_me_message" BOOLEAN NOT NULL DEFAULT false,
    -- Stemmed English like Zulip's search configuration, so "meeting" finds "meetings".
    "search_tsvector" tsvector GENERATED ALWAYS AS (to_tsvector('english', "subject" || ' ' || "content")) STORED,
    CONSTRAINT "message_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "message_realm_id_recipient_id_id_idx" ON "message"("realm_id", "recipient_id", "id");
CREATE INDEX "message_realm_id_sender_id_id_idx" ON "message"("realm_id", "sender_id", "id");
-- A channel + topic page (Zulip's zerver_message_realm_recipient_upper_subject).
CREATE INDEX "message_realm_recipient_lower_subject_id_idx" ON "message"("realm_id", "recipient_id", lower("subject"), "id");
CREATE INDEX "message_search_tsvector_idx" ON "message" USING GIN ("search_tsvector");

CREATE TABLE "user_message" (
    "user_id" INTEGER NOT NULL,
    "message_id" INTEGER NOT NULL,
    "flags" BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT "user_message_pkey" PRIMARY KEY ("user_id", "message_id")
);
CREATE INDEX "user_message_message_id_idx" ON "user_message"("message_id");
-- Partial indexes for the flag narrows Zulip serves often (read = 1, starred = 2,
-- mentioned / wildcard mentions = 8|16|32|64, is_private = 2048).
CREATE INDEX "user_message_unread_idx" ON "user_message"("user_id", "message_id") WHERE ("flags" & 1) = 0;
CREATE INDEX "user_message_starred_idx" ON "user_message"("user_id", "message_id") WHERE ("flags" & 2) <> 0;
CREATE INDEX "user_message_mentioned_idx" ON "user_message"("user_id", "message_id") WHERE ("flags" & 120) <> 0;
CREATE INDEX "user_message_private_idx" ON "user_message"("user_id", "message_id") WHERE ("flags" & 2048) <> 0;

CREATE TABLE "reaction" (
    "id" SERIAL NOT NULL,
    "message_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "emoji_name" TEXT NOT NULL,
    "emoji_code" TEXT NOT NULL,
    "reaction_type" TEXT NOT NULL,
    CONSTRAINT "reaction_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "reaction_user_id_message_id_reaction_type_emoji_code_key" ON "reaction"("user_id", "message_id", "reaction_type", "emoji_code");
CREATE INDEX "reaction_message_id_idx" ON "reaction"("message_id");

CREATE TABLE "direct_message_group" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "huddle_hash" TEXT NOT NULL,
    "recipient_id" INTEGER,
    "group_size" INTEGER NOT NULL,
    CONSTRAINT "direct_message_group_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "direct_message_group_huddle_hash_key" ON "direct_message_group"("huddle_hash");
CREATE UNIQUE INDEX "direct_message_group_recipient_id_key" ON "direct_message_group"("recipient_id");

CREATE TABLE "user_topic" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "recipient_id" INTEGER NOT NULL,
    "topic_name" TEXT NOT NULL,
    "last_updated" TIMESTAMPTZ(6) NOT NULL,
    "visibility_policy" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "user_topic_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "user_topic_user_id_idx" ON "user_topic"("user_id");
-- One row per user, channel and topic, topics compared case-insensitively as in Zulip.
CREATE UNIQUE INDEX "user_topic_user_stream_lower_topic_key" ON "user_topic"("user_id", "stream_id", lower("topic_name"));

ALTER TABLE "message" ADD CONSTRAINT "message_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "message" ADD CONSTRAINT "message_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "recipient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_message" ADD CONSTRAINT "user_message_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_message" ADD CONSTRAINT "user_message_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reaction" ADD CONSTRAINT "reaction_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reaction" ADD CONSTRAINT "reaction_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "direct_message_group" ADD CONSTRAINT "direct_message_group_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_topic" ADD CONSTRAINT "user_topic_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_topic" ADD CONSTRAINT "user_topic_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "stream"("id") ON DELETE CASCADE ON UPDATE CASCADE;
