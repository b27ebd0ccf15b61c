-- Channel folders (Zulip's ChannelFolder): how an organization groups its channels in the sidebar.
CREATE TABLE "channel_folder" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "rendered_description" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 0,
    "date_created" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "creator_id" INTEGER,
    "is_archived" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "channel_folder_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "channel_folder_realm_id_idx" ON "channel_folder"("realm_id");
ALTER TABLE "channel_folder" ADD CONSTRAINT "channel_folder_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "channel_folder" ADD CONSTRAINT "channel_folder_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "user_profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "stream" ADD COLUMN "folder_id" INTEGER;
CREATE INDEX "stream_folder_id_idx" ON "stream"("folder_id");
ALTER TABLE "stream" ADD CONSTRAINT "stream_folder_id_fkey" FOREIGN KEY ("folder_id") REFERENCES "channel_folder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Navigation views (Zulip's NavigationView): a user's pinned or named views of the web client.
CREATE TABLE "navigation_view" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "fragment" TEXT NOT NULL,
    "is_pinned" BOOLEAN NOT NULL,
    "name" TEXT,
    CONSTRAINT "navigation_view_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "navigation_view_user_id_fragment_key" ON "navigation_view"("user_id", "fragment");
CREATE UNIQUE INDEX "navigation_view_user_id_name_key" ON "navigation_view"("user_id", "name");
ALTER TABLE "navigation_view" ADD CONSTRAINT "navigation_view_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
