-- Messages to send later and reminders (Zulip's ScheduledMessage): the job
-- queue the server delivers from. A due row is claimed with FOR UPDATE SKIP
-- LOCKED, sent and marked delivered in one transaction, so several processes
-- send it once and a crash before the commit leaves it due.

CREATE TABLE "scheduled_message" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "sender_id" INTEGER NOT NULL,
    "delivery_type" SMALLINT NOT NULL DEFAULT 1,
    "type" TEXT NOT NULL,
    "to" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "topic" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "rendered_content" TEXT NOT NULL,
    "sending_client" TEXT NOT NULL,
    "read_by_sender" BOOLEAN NOT NULL DEFAULT false,
    "scheduled_timestamp" TIMESTAMPTZ(6) NOT NULL,
    "delivered" BOOLEAN NOT NULL DEFAULT false,
    "delivered_message_id" INTEGER,
    "failed" BOOLEAN NOT NULL DEFAULT false,
    "failure_message" TEXT,
    "reminder_target_message_id" INTEGER,
    "reminder_note" TEXT,
    CONSTRAINT "scheduled_message_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "scheduled_message_sender_id_delivery_type_idx" ON "scheduled_message"("sender_id", "delivery_type");
CREATE INDEX "scheduled_message_delivered_failed_scheduled_timestamp_idx" ON "scheduled_message"("delivered", "failed", "scheduled_timestamp");
ALTER TABLE "scheduled_message" ADD CONSTRAINT "scheduled_message_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
