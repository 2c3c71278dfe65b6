// An OpenPGP key pair for the account keys' tests, made by gpg in a folder of its own and thrown
// away: the database gets the public half, the test plays the speech function with the private one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgpKeyPair {
  publicKey: string;
  privateKey: string;
}

export function makePgpKeyPair(): PgpKeyPair {
  const home = mkdtempSync(join(tmpdir(), 'basebots-gpg-'));
  const gpg = (args: string[], input = '') =>
    execFileSync('gpg', ['--batch', ...args], {
      env: { ...process.env, GNUPGHOME: home },
      encoding: 'utf8',
      input,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
  try {
    // RSA with an RSA encryption subkey: pgcrypto reads no elliptic-curve keys, gpg's default.
    gpg(
      ['--gen-key'],
      [
        'Key-Type: RSA',
        'Key-Length: 2048',
        'Subkey-Type: RSA',
        'Subkey-Length: 2048',
        'Name-Email: test@example.invalid',
        'Expire-Date: 0',
        '%no-protection',
        '%commit',
        '',
      ].join('\n'),
    );
    return { publicKey: gpg(['--armor', '--export']), privateKey: gpg(['--armor', '--export-secret-keys']) };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
