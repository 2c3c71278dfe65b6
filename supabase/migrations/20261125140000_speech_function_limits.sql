-- The speech function's limits, shared by every instance that uses this database: the edge
-- function on Supabase (through SUPABASE_DB_URL) and any Node servers started with DATABASE_URL.
--
--   speech_limits.take_call(client, limit, window_ms)   calls per client per window
--   speech_limits.acquire_slot(pool, cap, ttl_ms)       a call in flight, as a lease
--   speech_limits.renew_slot(pool, lease, ttl_ms)       keeps a long call's lease alive
--   speech_limits.release_slot(pool, lease)             gives it back (twice is harmless)
--   speech_limits.sweep(window_ms)                      forgets windows and leases long over
--
-- Each of the first four is one statement, atomic under concurrency. The time is the database's
-- own (now()), so the instances' clocks do not matter. The schema is not one the Data API
-- exposes, and only the service role (and the owner) may call the functions: nothing is granted
-- to anon or authenticated, so a visitor holding the public anon key can neither read nor reset
-- the counters.

create schema if not exists speech_limits;

revoke all on schema speech_limits from public;
grant usage on schema speech_limits to service_role;

-- Ordinary (logged) tables: a database restart must not hand every client a fresh quota.
create table speech_limits.rate_windows (
  client text primary key,
  window_start timestamptz not null,
  calls integer not null
);

create table speech_limits.slots (
  pool text not null,
  slot integer not null,
  -- Null while the slot is free; a fresh random token while it is held.
  lease uuid,
  expires_at timestamptz,
  primary key (pool, slot)
);

revoke all on all tables in schema speech_limits from public, anon, authenticated;

-- Row level security with no policy: should the schema ever be exposed or a grant slip in, the
-- API roles still see no row. The owner and service_role (BYPASSRLS on Supabase) are not affected.
alter table speech_limits.rate_windows enable row level security;
alter table speech_limits.slots enable row level security;

-- The window starts with the client's first call and lasts window_ms; every call inside it counts,
-- refused ones too (as the in-memory limiter does). Refused calls stop counting at limit + 1, so
-- the counter cannot overflow whatever a client sends.
create function speech_limits.take_call(p_client text, p_limit integer, p_window_ms integer)
returns table (allowed boolean, retry_after_ms integer)
language sql
volatile
set search_path = ''
as $$
  insert into speech_limits.rate_windows as w (client, window_start, calls)
  values (p_client, now(), 1)
  on conflict (client) do update set
    window_start = case
      when w.window_start + p_window_ms * interval '1 millisecond' <= now() then now()
      else w.window_start
    end,
    calls = case
      when w.window_start + p_window_ms * interval '1 millisecond' <= now() then 1
      else least(w.calls + 1, p_limit + 1)
    end
  returning
    w.calls <= p_limit,
    greatest(
      0,
      ceil(extract(epoch from (w.window_start + p_window_ms * interval '1 millisecond' - now())) * 1000)
    )::integer;
$$;

-- The pool's first cap slots exist as rows (made here, once, the first time they are needed).
-- A free slot is one with no lease or an expired one: a caller that crashed, or lost its
-- connection, gives its slot back by itself once its lease runs out. SKIP LOCKED lets concurrent
-- callers take different slots without waiting for each other; a slot being taken or released at
-- that very moment is passed over.
create function speech_limits.acquire_slot(p_pool text, p_cap integer, p_ttl_ms integer)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  taken uuid;
begin
  for attempt in 1..2 loop
    update speech_limits.slots s
    set lease = gen_random_uuid(), expires_at = now() + p_ttl_ms * interval '1 millisecond'
    where (s.pool, s.slot) = (
      select f.pool, f.slot
      from speech_limits.slots f
      where f.pool = p_pool and f.slot <= p_cap and (f.lease is null or f.expires_at <= now())
      order by f.slot
      limit 1
      for update skip locked
    )
    returning s.lease into taken;
    exit when taken is not null or attempt = 2 or exists (
      select 1 from speech_limits.slots where pool = p_pool and slot = p_cap
    );
    -- First use of this pool (or a larger cap): make the slots, then try once more.
    insert into speech_limits.slots (pool, slot)
    select p_pool, n from generate_series(1, p_cap) as n
    on conflict do nothing;
  end loop;
  return taken;
end;
$$;

create function speech_limits.renew_slot(p_pool text, p_lease uuid, p_ttl_ms integer)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with renewed as (
    update speech_limits.slots
    set expires_at = now() + p_ttl_ms * interval '1 millisecond'
    where pool = p_pool and lease = p_lease and expires_at > now()
    returning 1
  )
  select exists (select 1 from renewed);
$$;

create function speech_limits.release_slot(p_pool text, p_lease uuid)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with released as (
    update speech_limits.slots
    set lease = null, expires_at = null
    where pool = p_pool and lease = p_lease
    returning 1
  )
  select exists (select 1 from released);
$$;

-- Windows that ended are worth nothing; each instance calls this about once a window.
create function speech_limits.sweep(p_window_ms integer)
returns integer
language sql
volatile
set search_path = ''
as $$
  with gone as (
    delete from speech_limits.rate_windows
    where window_start + p_window_ms * interval '1 millisecond' <= now()
    returning 1
  )
  select count(*)::integer from gone;
$$;

revoke all on all functions in schema speech_limits from public, anon, authenticated;
grant execute on all functions in schema speech_limits to service_role;
grant select, insert, update, delete on all tables in schema speech_limits to service_role;
