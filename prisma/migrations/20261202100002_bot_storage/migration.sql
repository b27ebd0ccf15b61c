-- Bot storage (Zulip's BotStorageData): string values by key, kept for each user (bots run by zulip_bots use it).

CREATE TABLE "bot_storage_data" (
    "id" SERIAL NOT NULL,
    "bot_profile_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    CONSTRAINT "bot_storage_data_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "bot_storage_data_bot_profile_id_key_key" ON "bot_storage_data"("bot_profile_id", "key");
ALTER TABLE "bot_storage_data" ADD CONSTRAINT "bot_storage_data_bot_profile_id_fkey" FOREIGN KEY ("bot_profile_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
