-- The channels new users are subscribed to (Zulip's DefaultStream).

CREATE TABLE "default_stream" (
    "realm_id" INTEGER NOT NULL,
    "stream_id" INTEGER NOT NULL,
    CONSTRAINT "default_stream_pkey" PRIMARY KEY ("realm_id", "stream_id")
);
CREATE INDEX "default_stream_stream_id_idx" ON "default_stream"("stream_id");
ALTER TABLE "default_stream" ADD CONSTRAINT "default_stream_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "default_stream" ADD CONSTRAINT "default_stream_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "stream"("id") ON DELETE CASCADE ON UPDATE CASCADE;
