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
  close: () => Promise<void>;
};

export async function startRelay(databaseUrl: string): Promise<Relay> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const made = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
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
  return { url: url.href, cut, restore: listen, close: cut };
}
