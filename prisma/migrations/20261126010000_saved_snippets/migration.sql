-- Saved snippets: texts a user keeps to insert into messages (Zulip's SavedSnippet).

CREATE TABLE "saved_snippet" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "date_created" TIMESTAMPTZ(6) NOT NULL,
    CONSTRAINT "saved_snippet_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "saved_snippet_user_id_idx" ON "saved_snippet"("user_id");
ALTER TABLE "saved_snippet" ADD CONSTRAINT "saved_snippet_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
