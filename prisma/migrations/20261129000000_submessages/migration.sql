-- Submessages: widget state attached to messages (Zulip's SubMessage), deleted with their message.

CREATE TABLE "submessage" (
    "id" SERIAL NOT NULL,
    "message_id" INTEGER NOT NULL,
    "sender_id" INTEGER NOT NULL,
    "msg_type" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    CONSTRAINT "submessage_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "submessage_message_id_idx" ON "submessage"("message_id");
ALTER TABLE "submessage" ADD CONSTRAINT "submessage_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "submessage" ADD CONSTRAINT "submessage_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
