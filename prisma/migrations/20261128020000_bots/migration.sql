-- Bots: default channels, the owner-reminder time, services and configuration data.

ALTER TABLE "user_profile" ADD COLUMN "default_sending_stream_id" INTEGER;
ALTER TABLE "user_profile" ADD COLUMN "default_events_register_stream_id" INTEGER;
ALTER TABLE "user_profile" ADD COLUMN "default_all_public_streams" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "user_profile" ADD COLUMN "last_reminder" TIMESTAMPTZ(6);

CREATE TABLE "service" (
    "id" SERIAL NOT NULL,
    "user_profile_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "base_url" TEXT NOT NULL,
    "interface" INTEGER NOT NULL DEFAULT 1,
    "token" TEXT NOT NULL,
    CONSTRAINT "service_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "service_user_profile_id_idx" ON "service"("user_profile_id");
ALTER TABLE "service" ADD CONSTRAINT "service_user_profile_id_fkey" FOREIGN KEY ("user_profile_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "bot_config_data" (
    "id" SERIAL NOT NULL,
    "bot_profile_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    CONSTRAINT "bot_config_data_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "bot_config_data_bot_profile_id_key_key" ON "bot_config_data"("bot_profile_id", "key");
ALTER TABLE "bot_config_data" ADD CONSTRAINT "bot_config_data_bot_profile_id_fkey" FOREIGN KEY ("bot_profile_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
