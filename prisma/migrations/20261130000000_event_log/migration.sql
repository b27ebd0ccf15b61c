-- The event stream as a durable, ordered log: every event is written in the
-- transaction of the change that caused it, and its id is its position. Writers
-- take one advisory lock before inserting, so ids are handed out in commit
-- order: a reader that has seen position N never later meets a smaller one.
-- REST event queues are positions in it (event_queue), readable by any process;
-- they replace the queues a graceful stop used to save.

DROP TABLE "saved_event_queue";

CREATE TABLE "event_log" (
    "id" BIGSERIAL NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "user_ids" INTEGER[] NOT NULL,
    "queue_id" TEXT,
    "event" JSONB NOT NULL,
    "internal" JSONB,
    "created_at" TIMESTAMPTZ(6) NOT NULL,
    CONSTRAINT "event_log_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "event_queue" (
    "queue_id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "realm_id" INTEGER NOT NULL,
    "spec" JSONB NOT NULL,
    "base_event_id" INTEGER NOT NULL,
    "base_position" BIGINT NOT NULL,
    "last_touched" TIMESTAMPTZ(6) NOT NULL,
    CONSTRAINT "event_queue_pkey" PRIMARY KEY ("queue_id")
);

CREATE INDEX "event_queue_last_touched_idx" ON "event_queue"("last_touched");

-- Positions at or below `floor` have been deleted by retention (one row, written by the first trim).
CREATE TABLE "event_log_floor" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "floor" BIGINT NOT NULL,
    CONSTRAINT "event_log_floor_pkey" PRIMARY KEY ("id")
);
