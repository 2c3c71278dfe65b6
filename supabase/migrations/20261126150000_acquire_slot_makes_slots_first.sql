-- acquire_slot refused a call now and then while a pool's slots were being made (its first use,
-- or a larger cap): a caller looked for a free slot before another caller's new slots were
-- committed, then saw them committed when it checked whether the pool was made, and gave up with
-- none. Several instances starting at once under load could refuse calls with slots to spare.
--
-- Now the slots are made first (a no-op once made) and looked for after. Each statement of the
-- function sees what was committed before it began, and an insert that meets slots another caller
-- is still making waits for that caller to commit: by the time the search runs, every slot up to
-- the cap is there to be found.
create or replace function speech_limits.acquire_slot(p_pool text, p_cap integer, p_ttl_ms integer)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  taken uuid;
begin
  if not exists (select 1 from speech_limits.slots where pool = p_pool and slot = p_cap) then
    insert into speech_limits.slots (pool, slot)
    select p_pool, n from generate_series(1, p_cap) as n
    on conflict do nothing;
  end if;
  -- A free slot is one with no lease or an expired one. SKIP LOCKED lets concurrent callers take
  -- different slots without waiting for each other; a slot being taken or released at that very
  -- moment is passed over.
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
  return taken;
end;
$$;

-- create or replace keeps the function's grants; said again so this file reads whole.
revoke all on function speech_limits.acquire_slot(text, integer, integer) from public, anon, authenticated;
grant execute on function speech_limits.acquire_slot(text, integer, integer) to service_role;
