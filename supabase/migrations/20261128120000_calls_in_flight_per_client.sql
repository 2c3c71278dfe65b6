-- Calls in flight per client, beside the cap on all of them: one client (one address) may hold at
-- most its share of the pool's slots, so a single address cannot take every slot from the others.
--
--   speech_limits.acquire_call_slot(pool, cap, client, client_cap, ttl_ms)
--       a slot of the pool for one call of the client, or why there is none ('client' or 'all')
--
-- A call's slot and its client's lease share one lease id and one time-to-live, so renew_slot and
-- release_slot (replaced below) keep both, and a crashed caller's lease runs out on both at once.
-- acquire_slot stays as it was, for instances of the previous version during a deploy: their
-- calls count against the cap on all calls, not against any client's share.

create table speech_limits.client_leases (
  pool text not null,
  lease uuid not null,
  client text not null,
  expires_at timestamptz not null,
  primary key (pool, lease)
);

create index client_leases_by_client on speech_limits.client_leases (pool, client);

revoke all on speech_limits.client_leases from public, anon, authenticated;
-- As for the other tables: should a grant slip in, the API roles still see no row.
alter table speech_limits.client_leases enable row level security;
grant select, insert, update, delete on speech_limits.client_leases to service_role;

-- Callers for one client take their turn (a transaction-scoped advisory lock on the pool and the
-- client), so the count of the client's leases and the new lease are decided together: without
-- it, two calls at once could both see room for one. Each statement of a volatile function sees
-- what was committed before it began, so the count, read after the lock, sees the last holder's
-- lease. Callers for other clients do not wait (unless their hashes collide, which only serialises
-- them). The client's expired leases are deleted first: they are slots a crashed caller held.
create function speech_limits.acquire_call_slot(
  p_pool text,
  p_cap integer,
  p_client text,
  p_client_cap integer,
  p_ttl_ms integer
)
returns table (lease uuid, full_for text)
language plpgsql
volatile
set search_path = ''
as $$
declare
  taken uuid;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_pool || '/' || p_client, 0));
  delete from speech_limits.client_leases c
  where c.pool = p_pool and c.client = p_client and c.expires_at <= now();
  if (
    select count(*) from speech_limits.client_leases c where c.pool = p_pool and c.client = p_client
  ) >= p_client_cap then
    return query select null::uuid, 'client'::text;
    return;
  end if;
  taken := speech_limits.acquire_slot(p_pool, p_cap, p_ttl_ms);
  if taken is null then
    return query select null::uuid, 'all'::text;
    return;
  end if;
  insert into speech_limits.client_leases (pool, lease, client, expires_at)
  values (p_pool, taken, p_client, now() + p_ttl_ms * interval '1 millisecond');
  return query select taken, null::text;
end;
$$;

create or replace function speech_limits.renew_slot(p_pool text, p_lease uuid, p_ttl_ms integer)
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
  ), client_renewed as (
    update speech_limits.client_leases
    set expires_at = now() + p_ttl_ms * interval '1 millisecond'
    where pool = p_pool and lease = p_lease and expires_at > now()
    returning 1
  )
  select exists (select 1 from renewed);
$$;

create or replace function speech_limits.release_slot(p_pool text, p_lease uuid)
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
  ), client_released as (
    delete from speech_limits.client_leases
    where pool = p_pool and lease = p_lease
    returning 1
  )
  select exists (select 1 from released);
$$;

-- Also forgets the client leases that ran out (their slots were taken over or are free already).
create or replace function speech_limits.sweep(p_window_ms integer)
returns integer
language sql
volatile
set search_path = ''
as $$
  with gone as (
    delete from speech_limits.rate_windows
    where window_start + p_window_ms * interval '1 millisecond' <= now()
    returning 1
  ), leases_gone as (
    delete from speech_limits.client_leases
    where expires_at <= now()
    returning 1
  )
  select count(*)::integer from gone;
$$;

revoke all on function speech_limits.acquire_call_slot(text, integer, text, integer, integer)
  from public, anon, authenticated;
grant execute on function speech_limits.acquire_call_slot(text, integer, text, integer, integer) to service_role;
-- create or replace keeps the other functions' grants; said again so this file reads whole.
revoke all on function speech_limits.renew_slot(text, uuid, integer) from public, anon, authenticated;
revoke all on function speech_limits.release_slot(text, uuid) from public, anon, authenticated;
revoke all on function speech_limits.sweep(integer) from public, anon, authenticated;
grant execute on function speech_limits.renew_slot(text, uuid, integer) to service_role;
grant execute on function speech_limits.release_slot(text, uuid) to service_role;
grant execute on function speech_limits.sweep(integer) to service_role;
