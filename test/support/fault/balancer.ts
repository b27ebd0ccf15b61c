import net from 'node:net';

/**
 * A TCP round-robin balancer in front of several server processes, without
 * stickiness (nginx's default upstream): each new connection goes to the next
 * backend, skipping one that refuses (a process being restarted). Clients that
 * open a connection per request are bounced between processes on every request.
 */
export interface Balancer {
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function startBalancer(backendPorts: readonly number[]): Promise<Balancer> {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  };
  const connect = (client: net.Socket, tries: number) => {
    if (tries >= backendPorts.length) return client.destroy();
    const port = backendPorts[next++ % backendPorts.length];
    const upstream = net.connect(port, '127.0.0.1');
    track(upstream);
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      // Refused before anything was sent: the client's bytes wait for another backend.
      if (!connected) connect(client, tries + 1);
    });
    upstream.on('close', () => {
      if (connected) client.destroy();
    });
    client.on('close', () => upstream.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    client.pause();
    connect(client, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
