import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

/** Only recent behaviour says how fast someone answers today. */
const WINDOW_DAYS = 365;

export type ResponseTime = {
  /** Median seconds between a traveller's first unanswered message and the tropleader's reply; null without data. */
  medianSeconds: number | null;
  /** How many answered messages the median is based on. */
  samples: number;
};

/**
 * The tropleader's real response time (product brief: figures from real reply times). In each one-to-one
 * conversation, every message from the other person that opens a run (the first since the tropleader last
 * wrote) waits until the tropleader's next message; the median of those waits over the last year.
 */
export async function computeResponseTime(
  db: DbOrTx,
  tropleaderId: string,
  now: Date = new Date(),
): Promise<ResponseTime> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const rows = await queryRows<{ median_seconds: number | null; samples: number }>(
    db,
    sql`with thread as (
        select m.conversation_id, m.sender_id, m.created_at,
          lag(m.sender_id) over (partition by m.conversation_id order by m.created_at, m.id) as previous_sender
        from messages m
        join conversations c on c.id = m.conversation_id
        where c.kind = 'direct'
          and (c.participant_1_id = ${tropleaderId}::uuid or c.participant_2_id = ${tropleaderId}::uuid)
          and m.created_at >= ${since.toISOString()}::timestamptz
      ),
      waits as (
        select extract(epoch from (
          select min(r.created_at) from thread r
          where r.conversation_id = q.conversation_id and r.sender_id = ${tropleaderId}::uuid
            and r.created_at > q.created_at
        ) - q.created_at) as seconds
        from thread q
        where q.sender_id <> ${tropleaderId}::uuid
          and (q.previous_sender is null or q.previous_sender = ${tropleaderId}::uuid)
      )
      select percentile_cont(0.5) within group (order by seconds)::float8 as median_seconds,
        count(seconds)::int as samples
      from waits where seconds is not null`,
  );
  const row = rows[0];
  const samples = Number(row?.samples ?? 0);
  return { medianSeconds: samples > 0 ? Number(row?.median_seconds) : null, samples };
}
