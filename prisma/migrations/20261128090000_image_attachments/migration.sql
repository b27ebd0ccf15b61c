-- Uploaded images and their thumbnails (Zulip's ImageAttachment).

CREATE TABLE "image_attachment" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "attachment_id" INTEGER NOT NULL,
    "path_id" TEXT NOT NULL,
    "original_width_px" INTEGER NOT NULL,
    "original_height_px" INTEGER NOT NULL,
    "frames" INTEGER NOT NULL,
    "content_type" TEXT,
    "thumbnail_metadata" JSONB NOT NULL DEFAULT '[]',
    "failure" TEXT,
    CONSTRAINT "image_attachment_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "image_attachment_attachment_id_key" ON "image_attachment"("attachment_id");
CREATE UNIQUE INDEX "image_attachment_path_id_key" ON "image_attachment"("path_id");
CREATE INDEX "image_attachment_realm_id_idx" ON "image_attachment"("realm_id");
ALTER TABLE "image_attachment" ADD CONSTRAINT "image_attachment_attachment_id_fkey" FOREIGN KEY ("attachment_id") REFERENCES "attachment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
