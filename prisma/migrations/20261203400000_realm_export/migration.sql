-- Organization exports (Zulip's RealmExport): each row is a job the server
-- runs. A requested row is claimed with FOR UPDATE SKIP LOCKED and marked
-- started in its own transaction, so one process builds it; a started row
-- whose process died is claimed again once it is stale.

CREATE TABLE "realm_export" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "acting_user_id" INTEGER,
    "type" SMALLINT NOT NULL DEFAULT 1,
    "status" SMALLINT NOT NULL DEFAULT 1,
    "date_requested" TIMESTAMPTZ(6) NOT NULL,
    "date_started" TIMESTAMPTZ(6),
    "date_succeeded" TIMESTAMPTZ(6),
    "date_failed" TIMESTAMPTZ(6),
    "date_deleted" TIMESTAMPTZ(6),
    "export_path" TEXT,
    "num_attempts" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "realm_export_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "realm_export_realm_id_date_requested_idx" ON "realm_export"("realm_id", "date_requested");
CREATE INDEX "realm_export_status_idx" ON "realm_export"("status");
ALTER TABLE "realm_export" ADD CONSTRAINT "realm_export_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "realm_export" ADD CONSTRAINT "realm_export_acting_user_id_fkey" FOREIGN KEY ("acting_user_id") REFERENCES "user_profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
