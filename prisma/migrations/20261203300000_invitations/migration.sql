-- Invitations (Zulip's PreregistrationUser invited by someone, and MultiuseInvite) with their
-- confirmation key: one table, told apart by is_multiuse, so one key space serves /join/<key>/.

CREATE TABLE "invitation" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "referred_by_id" INTEGER NOT NULL,
    "is_multiuse" BOOLEAN NOT NULL,
    "email" TEXT,
    "invited_as" INTEGER NOT NULL,
    "channel_ids" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "group_ids" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "include_realm_default_subscriptions" BOOLEAN NOT NULL DEFAULT false,
    "notify_referrer_on_join" BOOLEAN NOT NULL DEFAULT true,
    "welcome_message_custom_text" TEXT,
    "confirmation_key" TEXT NOT NULL,
    "invited_at" TIMESTAMPTZ(6) NOT NULL,
    "expires_at" TIMESTAMPTZ(6),
    "status" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "invitation_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "invitation_confirmation_key_key" ON "invitation"("confirmation_key");
CREATE INDEX "invitation_realm_id_status_idx" ON "invitation"("realm_id", "status");
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_referred_by_id_fkey" FOREIGN KEY ("referred_by_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
