-- Realms, users, recipients, channels, subscriptions and user groups.

CREATE TABLE "realm" (
    "id" SERIAL NOT NULL,
    "string_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "org_type" INTEGER NOT NULL DEFAULT 0,
    "deactivated" BOOLEAN NOT NULL DEFAULT false,
    "date_created" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "user_settings_defaults" JSONB NOT NULL DEFAULT '{}',
    CONSTRAINT "realm_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "realm_string_id_key" ON "realm"("string_id");

CREATE TABLE "recipient" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "type_id" INTEGER NOT NULL,
    CONSTRAINT "recipient_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "recipient_type_type_id_key" ON "recipient"("type", "type_id");

CREATE TABLE "user_profile" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "delivery_email" TEXT NOT NULL,
    "full_name" TEXT NOT NULL,
    "role" INTEGER NOT NULL DEFAULT 400,
    "is_bot" BOOLEAN NOT NULL DEFAULT false,
    "bot_type" INTEGER,
    "bot_owner_id" INTEGER,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "date_joined" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "timezone" TEXT NOT NULL DEFAULT '',
    "api_key" TEXT NOT NULL,
    "password_hash" TEXT,
    "can_create_users" BOOLEAN NOT NULL DEFAULT false,
    "avatar_version" INTEGER NOT NULL DEFAULT 1,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "recipient_id" INTEGER,
    CONSTRAINT "user_profile_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "user_profile_api_key_key" ON "user_profile"("api_key");
CREATE UNIQUE INDEX "user_profile_recipient_id_key" ON "user_profile"("recipient_id");
CREATE INDEX "user_profile_realm_id_idx" ON "user_profile"("realm_id");
-- Emails are unique per realm regardless of case, as in Zulip; the stored case is kept.
CREATE UNIQUE INDEX "user_profile_realm_delivery_email_ci_key" ON "user_profile"("realm_id", lower("delivery_email"));

CREATE TABLE "stream" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "rendered_description" TEXT NOT NULL DEFAULT '',
    "invite_only" BOOLEAN NOT NULL DEFAULT false,
    "is_web_public" BOOLEAN NOT NULL DEFAULT false,
    "history_public_to_subscribers" BOOLEAN NOT NULL DEFAULT true,
    "is_archived" BOOLEAN NOT NULL DEFAULT false,
    "date_created" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "creator_id" INTEGER,
    "recipient_id" INTEGER,
    "first_message_id" INTEGER,
    "message_retention_days" INTEGER,
    "topics_policy" TEXT NOT NULL DEFAULT 'inherit',
    "can_add_subscribers_group_id" INTEGER NOT NULL,
    "can_administer_channel_group_id" INTEGER NOT NULL,
    "can_delete_any_message_group_id" INTEGER NOT NULL,
    "can_delete_own_message_group_id" INTEGER NOT NULL,
    "can_move_messages_out_of_channel_group_id" INTEGER NOT NULL,
    "can_move_messages_within_channel_group_id" INTEGER NOT NULL,
    "can_remove_subscribers_group_id" INTEGER NOT NULL,
    "can_resolve_topics_group_id" INTEGER NOT NULL,
    "can_send_message_group_id" INTEGER NOT NULL,
    "can_subscribe_group_id" INTEGER NOT NULL,
    CONSTRAINT "stream_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "stream_recipient_id_key" ON "stream"("recipient_id");
CREATE INDEX "stream_realm_id_idx" ON "stream"("realm_id");
-- Channel names are unique per realm regardless of case.
CREATE UNIQUE INDEX "stream_realm_name_ci_key" ON "stream"("realm_id", lower("name"));

CREATE TABLE "subscription" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "recipient_id" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "is_user_active" BOOLEAN NOT NULL DEFAULT true,
    "color" TEXT NOT NULL DEFAULT '#c2c2c2',
    "pin_to_top" BOOLEAN NOT NULL DEFAULT false,
    "is_muted" BOOLEAN NOT NULL DEFAULT false,
    "desktop_notifications" BOOLEAN,
    "audible_notifications" BOOLEAN,
    "push_notifications" BOOLEAN,
    "email_notifications" BOOLEAN,
    "wildcard_mentions_notify" BOOLEAN,
    CONSTRAINT "subscription_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "subscription_user_id_recipient_id_key" ON "subscription"("user_id", "recipient_id");
CREATE INDEX "subscription_recipient_id_idx" ON "subscription"("recipient_id");

CREATE TABLE "user_group" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "name" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "is_system_group" BOOLEAN NOT NULL DEFAULT false,
    "deactivated" BOOLEAN NOT NULL DEFAULT false,
    "creator_id" INTEGER,
    "date_created" TIMESTAMPTZ(6),
    "can_add_members_group_id" INTEGER,
    "can_join_group_id" INTEGER,
    "can_leave_group_id" INTEGER,
    "can_manage_group_id" INTEGER,
    "can_mention_group_id" INTEGER,
    "can_remove_members_group_id" INTEGER,
    CONSTRAINT "user_group_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "user_group_realm_id_name_key" ON "user_group"("realm_id", "name");

CREATE TABLE "user_group_membership" (
    "user_group_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    CONSTRAINT "user_group_membership_pkey" PRIMARY KEY ("user_group_id", "user_id")
);
CREATE INDEX "user_group_membership_user_id_idx" ON "user_group_membership"("user_id");

CREATE TABLE "group_group_membership" (
    "supergroup_id" INTEGER NOT NULL,
    "subgroup_id" INTEGER NOT NULL,
    CONSTRAINT "group_group_membership_pkey" PRIMARY KEY ("supergroup_id", "subgroup_id")
);
CREATE INDEX "group_group_membership_subgroup_id_idx" ON "group_group_membership"("subgroup_id");

ALTER TABLE "recipient" ADD CONSTRAINT "recipient_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_bot_owner_id_fkey" FOREIGN KEY ("bot_owner_id") REFERENCES "user_profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "recipient"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "stream" ADD CONSTRAINT "stream_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stream" ADD CONSTRAINT "stream_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "user_profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "stream" ADD CONSTRAINT "stream_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "recipient"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "recipient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_group" ADD CONSTRAINT "user_group_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_group_membership" ADD CONSTRAINT "user_group_membership_user_group_id_fkey" FOREIGN KEY ("user_group_id") REFERENCES "user_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_group_membership" ADD CONSTRAINT "user_group_membership_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "group_group_membership" ADD CONSTRAINT "group_group_membership_supergroup_id_fkey" FOREIGN KEY ("supergroup_id") REFERENCES "user_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "group_group_membership" ADD CONSTRAINT "group_group_membership_subgroup_id_fkey" FOREIGN KEY ("subgroup_id") REFERENCES "user_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
