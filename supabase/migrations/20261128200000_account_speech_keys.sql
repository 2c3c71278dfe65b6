-- A signed-in visitor's own OpenAI key, kept with their account instead of in their browser:
--
--   public.speech_keys                  one row per user: whether a key is saved, its last four
--                                       characters (all a user may read), and the key encrypted
--   public.save_speech_key(key)         sets or replaces the caller's own key
--   public.remove_speech_key()          deletes it (so does a plain delete of one's own row)
--   account_keys.set_public_key(armor)  the operator's one-time set-up (below)
--   account_keys.speech_key_for(user, private_key)
--                                       the key itself, for the speech function (service role)
--
-- The key is encrypted with an OpenPGP public key (pgcrypto), whose private half lives only in
-- the speech function's environment (ACCOUNT_KEYS_PRIVATE_KEY): the database can encrypt a
-- user's key on save but never read one back by itself, so a dump, a backup or a leaked SQL role
-- holds nothing usable. docs/decisions.md says why not Supabase Vault.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

create schema if not exists account_keys;
revoke all on schema account_keys from public;
grant usage on schema account_keys to service_role;

-- One row: the armored public key. Set by the operator (or the service role), read by save only.
create table account_keys.settings (
  id boolean primary key default true check (id),
  public_key text not null
);
revoke all on account_keys.settings from public, anon, authenticated;
alter table account_keys.settings enable row level security;

create table public.speech_keys (
  user_id uuid primary key references auth.users (id) on delete cascade,
  secret bytea not null,
  last4 text not null,
  updated_at timestamptz not null default now()
);

alter table public.speech_keys enable row level security;
revoke all on public.speech_keys from public, anon, authenticated;
-- Column grants: a user's select sees whether a key is saved and its last four characters,
-- never the ciphertext; writes go through save_speech_key, which encrypts.
grant select (user_id, last4, updated_at), delete on public.speech_keys to authenticated;
grant select, insert, update, delete on public.speech_keys to service_role;

create policy "own key: see whether it is set"
  on public.speech_keys for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own key: remove it"
  on public.speech_keys for delete to authenticated
  using (user_id = (select auth.uid()));

create function account_keys.set_public_key(p_armored text)
returns void
language sql
volatile
set search_path = ''
as $$
  -- dearmor and a trial encryption refuse a value that is not a usable public key.
  select extensions.pgp_pub_encrypt('check', extensions.dearmor(p_armored));
  insert into account_keys.settings (id, public_key) values (true, p_armored)
  on conflict (id) do update set public_key = excluded.public_key;
$$;

-- The same bound as the speech function's: printable ASCII, at most 1,024 characters; at least
-- 8, so that the four shown are never most of it.
create function public.save_speech_key(p_key text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  armored text;
begin
  if me is null then
    raise exception using errcode = '42501', message = 'sign in to save a key';
  end if;
  if p_key is null or p_key !~ '^[\x21-\x7e]+$' or length(p_key) not between 8 and 1024 then
    raise exception using errcode = '22023', message = 'not a key: 8 to 1024 printable characters, no spaces';
  end if;
  select public_key into armored from account_keys.settings where id;
  if armored is null then
    raise exception using errcode = '55000', message = 'saving keys is not set up on this project';
  end if;
  insert into public.speech_keys as k (user_id, secret, last4, updated_at)
  values (me, extensions.pgp_pub_encrypt(p_key, extensions.dearmor(armored)), right(p_key, 4), now())
  on conflict (user_id) do update
    set secret = excluded.secret, last4 = excluded.last4, updated_at = excluded.updated_at;
  return right(p_key, 4);
end;
$$;

create function public.remove_speech_key()
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with gone as (delete from public.speech_keys where user_id = (select auth.uid()) returning 1)
  select exists (select 1 from gone);
$$;

-- The private key travels as a parameter of this call only: it is never stored, and a database
-- without it cannot decrypt. Null when the user has saved no key.
create function account_keys.speech_key_for(p_user uuid, p_private_key text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select extensions.pgp_pub_decrypt(k.secret, extensions.dearmor(p_private_key))
  from public.speech_keys k
  where k.user_id = p_user;
$$;

revoke all on function account_keys.set_public_key(text) from public, anon, authenticated;
revoke all on function account_keys.speech_key_for(uuid, text) from public, anon, authenticated;
revoke all on function public.save_speech_key(text) from public, anon;
revoke all on function public.remove_speech_key() from public, anon;
grant execute on function account_keys.set_public_key(text) to service_role;
grant execute on function account_keys.speech_key_for(uuid, text) to service_role;
grant execute on function public.save_speech_key(text) to authenticated;
grant execute on function public.remove_speech_key() to authenticated;
