-- When a deactivated organization's data is to be deleted (Zulip's
-- Realm.scheduled_deletion_date, from POST /realm/deactivate's
-- deletion_delay_days); NULL: never, or not deactivated.

ALTER TABLE "realm" ADD COLUMN "scheduled_deletion_date" TIMESTAMPTZ(6);
