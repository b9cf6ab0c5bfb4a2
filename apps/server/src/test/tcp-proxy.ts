import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the app and PostgreSQL that a test can break, to see what the shop does
 * when its database goes away:
 * - `cut()` is a stopped PostgreSQL: every relayed connection is reset and new ones are refused;
 * - `silence()` is a lost host or network: connections stay open and nothing more gets through;
 * - `restore()` relays again (on the same port) as before.
 */
export interface TcpProxy {
  port: number;
  /** A URL like `databaseUrl` that goes through the proxy. */
  via(databaseUrl: string): string;
  cut(): Promise<void>;
  silence(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let silent = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A destroyed peer makes the other side fail; that is the point, not an error of the test.
    socket.on('error', () => {});
  };
  const relay = (client: Socket) => {
    track(client);
    if (silent) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  let server: Server = createServer(relay);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };

  const stopListening = async () => {
    if (!server.listening) return;
    const closed = once(server, 'close');
    server.close();
    destroyAll();
    await closed;
  };

  return {
    port,
    via(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut: stopListening,
    silence() {
      silent = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async restore() {
      if (silent) {
        silent = false;
        destroyAll();
      }
      if (server.listening) return;
      server = createServer(relay);
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: stopListening,
  };
}
