-- Drafts synchronized between a user's devices (Zulip's Draft).

CREATE TABLE "draft" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL DEFAULT '',
    "to" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "topic" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "last_edit_time" TIMESTAMPTZ(6) NOT NULL,
    CONSTRAINT "draft_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "draft_user_id_last_edit_time_idx" ON "draft"("user_id", "last_edit_time");
ALTER TABLE "draft" ADD CONSTRAINT "draft_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
