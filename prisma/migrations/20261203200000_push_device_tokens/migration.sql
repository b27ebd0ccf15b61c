-- Mobile devices' push tokens (Zulip's PushDeviceToken): kept per user, as Zulip keeps them even where no push service is configured.

CREATE TABLE "push_device_token" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" SMALLINT NOT NULL,
    "token" TEXT NOT NULL,
    "ios_app_id" TEXT,
    "last_updated" TIMESTAMPTZ(6) NOT NULL,
    CONSTRAINT "push_device_token_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "push_device_token_user_id_kind_token_key" ON "push_device_token"("user_id", "kind", "token");
ALTER TABLE "push_device_token" ADD CONSTRAINT "push_device_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
