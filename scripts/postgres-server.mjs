// A PostgreSQL server for the tests and figures that need one (the shared limits), the way
// e2e/ensure-tools.mjs makes sure of a browser: POSTGRES_URL if set, else the distribution's
// server in a private cluster in a temporary folder (Debian's `postgresql` package, installed with
// apt-get when it is missing and this runs as root), else it stops and says what to install.
//
// Either way the result is a database of its own with Supabase's roles (anon, authenticated,
// service_role: a bare Postgres lacks them) and every migration of supabase/migrations/ applied,
// dropped again by stop(). Nothing else in the project starts Postgres: `npm start` needs none.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const root = fileURLToPath(new URL('..', import.meta.url));
const MIGRATIONS = join(root, 'supabase', 'migrations');

const INSTALL_HINT =
  'The limits tests need a PostgreSQL server (13 or newer) and none could be found or installed.\n' +
  'Install one, then run the tests again:\n' +
  '  Debian/Ubuntu:  sudo apt-get install postgresql\n' +
  '  macOS:          brew install postgresql@16\n' +
  '  or point POSTGRES_URL at a server where this user may create databases,\n' +
  '     e.g. POSTGRES_URL=postgres://postgres:secret@127.0.0.1:5432/postgres';

export class PostgresUnavailable extends Error {
  name = 'PostgresUnavailable';
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The folder holding initdb and pg_ctl: Debian's newest, else whatever PATH has. */
function findBinaries() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const bindir = config.status === 0 ? config.stdout.trim() : '';
  if (bindir && existsSync(join(bindir, 'initdb'))) return bindir;
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? join(which.stdout.trim(), '..') : null;
}

function installWithApt(log) {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  log('No PostgreSQL found: installing the distribution package (apt-get install postgresql)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  return run(['update', '-qq']) && run(['install', '-y', '-qq', 'postgresql']);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: then the cluster belongs to the `postgres` user. */
function clusterUser() {
  if (!isRoot) return {};
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new PostgresUnavailable('Running as root, but there is no `postgres` user to run the server as.');
  }
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function runAs(user, command, args) {
  const result = spawnSync(command, args, { ...user, encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) {
    throw new PostgresUnavailable(`${command} ${args[0] ?? ''} failed:\n${result.stderr || result.stdout}`);
  }
}

/** Supabase's roles, then the migrations in their (timestamped) order. */
async function prepare(url) {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    // As on Supabase: the API roles cannot log in directly, and service_role bypasses row security.
    const roles = { anon: 'nologin', authenticated: 'nologin', service_role: 'nologin bypassrls' };
    for (const [role, options] of Object.entries(roles)) {
      const [exists] = await sql`select 1 from pg_roles where rolname = ${role}`;
      if (!exists) await sql.unsafe(`create role ${role} ${options}`);
    }
    // Supabase Auth's schema as far as the migrations use it: the users, and auth.uid(), which
    // reads the signed-in user's id from the request's claims as PostgREST sets them.
    await sql.unsafe(`
      create schema if not exists auth;
      create table if not exists auth.users (id uuid primary key);
      create or replace function auth.uid() returns uuid language sql stable as $$
        select coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
        )::uuid
      $$;
      grant usage on schema auth to anon, authenticated, service_role;
    `);
    for (const file of readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql'))
      .sort()) {
      await sql.unsafe(readFileSync(join(MIGRATIONS, file), 'utf8'));
    }
  } finally {
    await sql.end();
  }
}

/** A database of our own on a server someone else runs (POSTGRES_URL). */
async function onGivenServer(given) {
  const name = `basebots_test_${process.pid}_${Date.now()}`;
  const admin = postgres(given, { max: 1, onnotice: () => undefined, connect_timeout: 5 });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw new PostgresUnavailable(`POSTGRES_URL is set, but a test database cannot be made there: ${error.message}`);
  }
  const url = new URL(given);
  url.pathname = `/${name}`;
  await prepare(url.href);
  return {
    url: url.href,
    owned: false,
    async stop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A ready database: `{ url, owned, stop() }`, and for a cluster started here also `pause()` and
 * `resume()` (stop and start the server itself, for the "store down" figures). `port` defaults to
 * POSTGRES_PORT, else a free one.
 */
export async function startPostgres({ port, log = (line) => console.info(line) } = {}) {
  if (process.env.POSTGRES_URL) {
    log('Limits tests use the server at POSTGRES_URL.');
    return onGivenServer(process.env.POSTGRES_URL);
  }
  let bin = findBinaries();
  if (!bin && installWithApt(log)) bin = findBinaries();
  if (!bin) throw new PostgresUnavailable(INSTALL_HINT);

  const user = clusterUser();
  const folder = mkdtempSync(join(tmpdir(), 'basebots-pg-'));
  if (user.uid !== undefined) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const chosenPort = port ?? (Number(process.env.POSTGRES_PORT) || (await freePort()));
  const pgCtl = join(bin, 'pg_ctl');
  // Throwaway data: no fsync. The socket goes in the private folder, not /var/run/postgresql.
  const options = `-p ${chosenPort} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    runAs(user, pgCtl, ['start', '-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', '-t', '30']);
  const halt = () => runAs(user, pgCtl, ['stop', '-D', data, '-m', 'fast', '-w']);

  try {
    runAs(user, join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${chosenPort}/postgres`;
  log(`Limits tests use a private PostgreSQL (${bin}) on port ${chosenPort}.`);
  try {
    await prepare(url);
  } catch (error) {
    halt();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    owned: true,
    pause: halt,
    resume: start,
    async stop() {
      try {
        halt();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
