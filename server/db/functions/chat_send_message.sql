-- The chat's send path in one round trip (server/services/messaging/send-message.ts; why:
-- docs/decisions/0027-chat-send-path.md). In the caller's single statement, hence one transaction: the permission
-- (a current member), the rate limit (p_max_per_second messages of this sender here in the last second), the
-- message, the conversation's last_message_at and the delayed unread-email job (unless one is queued). A
-- function rather than one SQL text: PostgreSQL (and PGlite) keep its plans for the session, and planning a
-- statement of this size costs more than executing it.
--
-- p_message_id is chosen by the client, so a send that may or may not have arrived (the socket dropped before
-- the answer) is retried safely: the same sender and conversation get the stored message back ('duplicate'),
-- anyone else 'id_taken'. Outcomes: sent | duplicate | not_member | rate_limited | id_taken.
CREATE OR REPLACE FUNCTION chat_send_message(
  p_message_id uuid,
  p_conversation_id uuid,
  p_sender_id uuid,
  p_content text,
  p_max_per_second integer,
  p_job_type text,
  p_job_payload jsonb,
  p_job_dedupe_key text,
  p_job_run_at timestamptz
) RETURNS TABLE (
  outcome text,
  message_id uuid,
  content text,
  created_at timestamptz,
  sender_name text,
  member_ids text[]
) LANGUAGE plpgsql AS $$
DECLARE
  v_members text[];
  v_name text;
  v_existing record;
  v_id uuid;
  v_at timestamptz;
BEGIN
  SELECT array_agg(cm.user_id::text) INTO v_members
    FROM conversation_members cm
    WHERE cm.conversation_id = p_conversation_id AND cm.left_at IS NULL;
  -- In a support conversation the user sees the admin team, never which admin answered: no name.
  SELECT CASE WHEN c.kind = 'support' AND c.participant_1_id <> p_sender_id THEN '' ELSE u.name END INTO v_name
    FROM users u LEFT JOIN conversations c ON c.id = p_conversation_id WHERE u.id = p_sender_id;

  IF p_message_id IS NOT NULL THEN
    SELECT m.conversation_id, m.sender_id, m.content, m.created_at INTO v_existing
      FROM messages m WHERE m.id = p_message_id;
    IF FOUND THEN
      IF v_existing.conversation_id <> p_conversation_id OR v_existing.sender_id <> p_sender_id THEN
        RETURN QUERY SELECT 'id_taken'::text, NULL::uuid, NULL::text, NULL::timestamptz, NULL::text, NULL::text[];
      ELSE
        RETURN QUERY SELECT 'duplicate'::text, p_message_id, v_existing.content, v_existing.created_at, v_name,
          v_members;
      END IF;
      RETURN;
    END IF;
  END IF;

  IF v_members IS NULL OR NOT (p_sender_id::text = ANY (v_members)) THEN
    RETURN QUERY SELECT 'not_member'::text, NULL::uuid, NULL::text, NULL::timestamptz, NULL::text, NULL::text[];
    RETURN;
  END IF;
  IF (SELECT count(*) FROM messages m
      WHERE m.conversation_id = p_conversation_id AND m.sender_id = p_sender_id
        AND m.created_at > now() - interval '1 second') >= p_max_per_second THEN
    RETURN QUERY SELECT 'rate_limited'::text, NULL::uuid, NULL::text, NULL::timestamptz, NULL::text, NULL::text[];
    RETURN;
  END IF;

  -- A concurrent retry of the same id fails here with a unique violation; the caller asks again and gets
  -- 'duplicate'.
  INSERT INTO messages AS m (id, conversation_id, sender_id, content)
    VALUES (coalesce(p_message_id, gen_random_uuid()), p_conversation_id, p_sender_id, p_content)
    RETURNING m.id, m.created_at INTO v_id, v_at;
  -- Also the lock that makes concurrent senders of one conversation take turns, so the job check below sees
  -- a job queued by the one before.
  UPDATE conversations c SET last_message_at = v_at WHERE c.id = p_conversation_id;
  IF NOT EXISTS (SELECT 1 FROM jobs j WHERE j.dedupe_key = p_job_dedupe_key AND j.status = 'queued') THEN
    INSERT INTO jobs (type, payload, dedupe_key, run_at)
      VALUES (p_job_type, p_job_payload, p_job_dedupe_key, p_job_run_at);
  END IF;
  RETURN QUERY SELECT 'sent'::text, v_id, p_content, v_at, v_name, v_members;
END
$$;
