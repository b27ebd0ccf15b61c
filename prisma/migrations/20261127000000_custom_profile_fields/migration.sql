-- Custom profile fields: the organization's fields and each user's values
-- (Zulip's CustomProfileField, CustomProfileFieldValue).

CREATE TABLE "custom_profile_field" (
    "id" SERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "hint" TEXT NOT NULL DEFAULT '',
    "field_type" INTEGER NOT NULL,
    "field_data" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 0,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "editable_by_user" BOOLEAN NOT NULL DEFAULT true,
    "display_in_profile_summary" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "custom_profile_field_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "custom_profile_field_realm_id_name_key" ON "custom_profile_field"("realm_id", "name");
ALTER TABLE "custom_profile_field" ADD CONSTRAINT "custom_profile_field_realm_id_fkey" FOREIGN KEY ("realm_id") REFERENCES "realm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "custom_profile_field_value" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "field_id" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "rendered_value" TEXT,
    CONSTRAINT "custom_profile_field_value_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "custom_profile_field_value_user_id_field_id_key" ON "custom_profile_field_value"("user_id", "field_id");
CREATE INDEX "custom_profile_field_value_field_id_idx" ON "custom_profile_field_value"("field_id");
ALTER TABLE "custom_profile_field_value" ADD CONSTRAINT "custom_profile_field_value_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user_profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "custom_profile_field_value" ADD CONSTRAINT "custom_profile_field_value_field_id_fkey" FOREIGN KEY ("field_id") REFERENCES "custom_profile_field"("id") ON DELETE CASCADE ON UPDATE CASCADE;
