-- Direct messages sent by system bots (the Welcome Bot's greeting, the
-- Notification Bot's notices) were stored without the is_private flag
-- (bit 11, Zulip's UserMessage.ALL_FLAGS order), so the is:dm and dm: narrows
-- never found them and they could not be marked read from there. Every copy
-- of a direct or group direct message carries the flag.
UPDATE "user_message" AS um
   SET "flags" = um."flags" | 2048
  FROM "message" AS m
 WHERE m."id" = um."message_id"
   AND NOT m."is_channel_message"
   AND (um."flags" & 2048) = 0;
