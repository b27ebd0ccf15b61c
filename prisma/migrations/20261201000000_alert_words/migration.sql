-- Alert words (Zulip's AlertWord): words or phrases that flag a received message for their user.

CREATE TABLE "alert_word" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "word" TEXT NOT NULL,
    CONSTRAINT "alert_word_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "alert_word_user_id_idx" ON "alert_word"("user_id");
ALTER TABLE "alert_word" ADD CONSTRAINT "alert_word_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
