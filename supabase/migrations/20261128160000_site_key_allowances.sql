-- The site's own OpenAI key (OPENAI_API_KEY), offered to visitors without one within daily
-- quotas, counted here so that they hold across every instance on this database:
--
--   speech_limits.spend_allowance(pool, client, requests, voice_seconds,
--                                 visitor_requests, visitor_voice_seconds, site_requests)
--       counts one call against the client's day and the site's (the pool's) day, all or nothing;
--       null when it fits, else whose allowance is spent ('visitor' or 'site')
--   speech_limits.sweep_allowances()   forgets the days before yesterday
--
-- A day is a UTC day of the database's own clock. As for the other counters, only the service
-- role (and the owner) may call these, and row level security hides the rows from the API roles.

create table speech_limits.daily_allowances (
  day date not null,
  -- 'requests' or 'voice_seconds' of one client, or 'site_requests' whose client is the pool
  -- (instances sharing a pool of slots share one site budget).
  counter text not null,
  client text not null,
  used integer not null,
  primary key (day, counter, client)
);

revoke all on speech_limits.daily_allowances from public, anon, authenticated;
alter table speech_limits.daily_allowances enable row level security;
grant select, insert, update, delete on speech_limits.daily_allowances to service_role;

-- Adds p_amount to one counter when the sum stays within p_limit. One statement: the conflict
-- locks the row, and the condition is checked against its latest value, so callers on any number
-- of instances can never together pass the limit.
create function speech_limits.take_units(
  p_day date, p_counter text, p_client text, p_amount integer, p_limit integer
)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with taken as (
    insert into speech_limits.daily_allowances as a (day, counter, client, used)
    select p_day, p_counter, p_client, p_amount
    where p_amount <= p_limit
    on conflict (day, counter, client) do update set used = a.used + excluded.used
    where a.used + excluded.used <= p_limit
    returning 1
  )
  select p_amount = 0 or exists (select 1 from taken);
$$;

-- All three counters or none: a refusal raised inside the block undoes what was already taken
-- (the block is a subtransaction), so a refused call counts nowhere.
create function speech_limits.spend_allowance(
  p_pool text,
  p_client text,
  p_requests integer,
  p_voice_seconds integer,
  p_visitor_requests integer,
  p_visitor_voice_seconds integer,
  p_site_requests integer
)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
begin
  begin
    if not speech_limits.take_units(today, 'requests', p_client, p_requests, p_visitor_requests)
      or not speech_limits.take_units(today, 'voice_seconds', p_client, p_voice_seconds, p_visitor_voice_seconds) then
      raise exception using errcode = 'P0001', message = 'visitor';
    end if;
    if not speech_limits.take_units(today, 'site_requests', p_pool, 1, p_site_requests) then
      raise exception using errcode = 'P0001', message = 'site';
    end if;
  exception when sqlstate 'P0001' then
    return sqlerrm;
  end;
  return null;
end;
$$;

create function speech_limits.sweep_allowances()
returns integer
language sql
volatile
set search_path = ''
as $$
  with gone as (
    delete from speech_limits.daily_allowances
    where day < (now() at time zone 'utc')::date - 1
    returning 1
  )
  select count(*)::integer from gone;
$$;

revoke all on function speech_limits.take_units(date, text, text, integer, integer) from public, anon, authenticated;
revoke all on function speech_limits.spend_allowance(text, text, integer, integer, integer, integer, integer)
  from public, anon, authenticated;
revoke all on function speech_limits.sweep_allowances() from public, anon, authenticated;
grant execute on function speech_limits.take_units(date, text, text, integer, integer) to service_role;
grant execute on function speech_limits.spend_allowance(text, text, integer, integer, integer, integer, integer)
  to service_role;
grant execute on function speech_limits.sweep_allowances() to service_role;
