/**
 * Which `Host` headers the server answers. A browser tricked by DNS rebinding (an attacker's name
 * resolving to this machine) sends the attacker's name as the host; refusing unknown hosts is
 * what stops such a page from reading this server's answers or calling the speech function
 * through the visitor's browser.
 */

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_BINDS = new Set(['', '0.0.0.0', '::', '[::]']);

export type HostPolicyOptions = {
  /** The port the server listens on; loopback names are accepted with it. */
  port: number;
  /** The address or name the server was started for (`HOST`); a wildcard adds nothing. */
  bindHost: string;
  /**
   * More hosts (`ALLOWED_HOSTS`): `name` (any port), `name:port`, or `.example.com` for that
   * domain and every name under it.
   */
  allowedHosts: readonly string[];
};

/** Lower-cased `name` and `port` of a Host header value; the port is '' when absent. */
function splitHost(host: string): { name: string; port: string } | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(host.trim());
  if (!match) return null;
  const [, name = '', port = ''] = match;
  return { name: name.toLowerCase().replace(/\.$/, ''), port };
}

function bracketed(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** Checks an `ALLOWED_HOSTS` entry; throws with a message that names it when it is not a host. */
export function parseAllowedHost(entry: string): string {
  const parts = splitHost(entry.replace(/^\./, ''));
  if (!parts || /[/@\s]/.test(entry) || parts.name === '') {
    throw new Error(`ALLOWED_HOSTS has an entry that is not a host name: ${entry}`);
  }
  return entry.trim().toLowerCase();
}

/** A predicate over Host header values. */
export function hostPolicy({ port, bindHost, allowedHosts }: HostPolicyOptions): (host: string | null) => boolean {
  const exact = new Set(LOOPBACK_NAMES.map((name) => `${name}:${port}`));
  const bind = bracketed(bindHost.trim().toLowerCase());
  if (!WILDCARD_BINDS.has(bind)) exact.add(`${bind}:${port}`);
  // A browser leaves out the default port.
  if (port === 80) for (const entry of [...exact]) exact.add(entry.replace(/:80$/, ''));
  const anyPort = new Set<string>();
  const domains: string[] = [];
  for (const entry of allowedHosts) {
    if (entry.startsWith('.')) domains.push(entry.slice(1));
    else if (splitHost(entry)?.port) exact.add(entry);
    else anyPort.add(entry);
  }
  return (host) => {
    if (host === null) return false;
    const parts = splitHost(host);
    if (!parts) return false;
    const { name, port: hostPort } = parts;
    if (exact.has(hostPort ? `${name}:${hostPort}` : name) || anyPort.has(name)) return true;
    return domains.some((domain) => name === domain || name.endsWith(`.${domain}`));
  };
}
