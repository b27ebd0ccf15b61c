-- Uploaded files and the messages that link them (Zulip's Attachment and its messages).

CREATE TABLE "attachment" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "path_id" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "create_time" TIMESTAMPTZ(6) NOT NULL,
    CONSTRAINT "attachment_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "attachment_path_id_key" ON "attachment"("path_id");
CREATE INDEX "attachment_realm_id_idx" ON "attachment"("realm_id");
CREATE INDEX "attachment_owner_id_idx" ON "attachment"("owner_id");
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "attachment_message" (
    "attachment_id" INTEGER NOT NULL,
    "message_id" INTEGER NOT NULL,
    CONSTRAINT "attachment_message_pkey" PRIMARY KEY ("attachment_id", "message_id")
);
CREATE INDEX "attachment_message_message_id_idx" ON "attachment_message"("message_id");
ALTER TABLE "attachment_message" ADD CONSTRAINT "attachment_message_attachment_id_fkey" FOREIGN KEY ("attachment_id") REFERENCES "attachment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "attachment_message" ADD CONSTRAINT "attachment_message_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;
