-- Event queues a graceful stop saves for the next start to take back (Zulip's dump/load_event_queues).
-- Rows live only between a stop and the next start, which deletes them as it reads them.

CREATE TABLE "saved_event_queue" (
    "queue_id" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "saved_at" TIMESTAMPTZ(6) NOT NULL,
    CONSTRAINT "saved_event_queue_pkey" PRIMARY KEY ("queue_id")
);
