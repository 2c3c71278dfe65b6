// A TCP relay in front of the database that a test can cut and restore: the store going away and
// coming back, on any server (also one given by POSTGRES_URL, which the tests cannot stop).
import { connect, createServer, type Server, type Socket } from 'node:net';

export type Relay = {
  /** The database URL, through the relay. */
  url: string;
  /** Drops every connection and refuses new ones. */
  cut: () => Promise<void>;
  /** Listens again on the same port. */
  restore: () => Promise<void>;
  /** Holds back the database's answers (a store that has stopped answering) until `flow()`. */
  hold: () => void;
  flow: () => void;
  close: () => Promise<void>;
};

export async function startRelay(databaseUrl: string): Promise<Relay> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let holding = false;
  const held = new Set<() => void>();

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const made = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream);
        const waiting: Buffer[] = [];
        const flush = () => {
          for (const chunk of waiting.splice(0)) client.write(chunk);
        };
        held.add(flush);
        upstream.on('data', (chunk: Buffer) => (holding ? waiting.push(chunk) : client.write(chunk)));
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      made.once('error', reject);
      made.listen(port, '127.0.0.1', () => {
        port = (made.address() as { port: number }).port;
        server = made;
        resolve();
      });
    });

  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  const hold = () => {
    holding = true;
  };
  const flow = () => {
    holding = false;
    for (const flush of held) flush();
  };
  return { url: url.href, cut, restore: listen, hold, flow, close: cut };
}
