-- Default channel groups (Zulip's DefaultStreamGroup and its channels).

CREATE TABLE "default_stream_group" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "default_stream_group_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "default_stream_group_realm_id_name_key" ON "default_stream_group"("realm_id", "name");
ALTER TABLE "default_stream_group" ADD CONSTRAINT "default_stream_group_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "default_stream_group_stream" (
    "group_id" INTEGER NOT NULL,
    "stream_id" INTEGER NOT NULL,
    CONSTRAINT "default_stream_group_stream_pkey" PRIMARY KEY ("group_id", "stream_id")
);
CREATE INDEX "default_stream_group_stream_stream_id_idx" ON "default_stream_group_stream"("stream_id");
ALTER TABLE "default_stream_group_stream" ADD CONSTRAINT "default_stream_group_stream_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "default_stream_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "default_stream_group_stream" ADD CONSTRAINT "default_stream_group_stream_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "stream"("id") ON DELETE CASCADE ON UPDATE CASCADE;
