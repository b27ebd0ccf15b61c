// A child process of bench/fanout.ts: parks long-polls on raw sockets and
// reports when each one's response has fully arrived. Raw sockets and no JSON
// parsing keep the measuring side light, so the figures are the server's.
import net from 'node:net';

interface Poll {
  email: string;
  apiKey: string;
  queueId: string;
}

interface Start {
  port: number;
  polls: Poll[];
}

const now = (): number => performance.timeOrigin + performance.now();

function park(port: number, p: Poll, done: (at: number, body: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.setNoDelay(true);
      const auth = Buffer.from(`${p.email}:${p.apiKey}`).toString('base64');
      const q = new URLSearchParams({ queue_id: p.queueId, last_event_id: '-1' });
      socket.write(`GET /api/v1/events?${q} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Basic ${auth}\r\n\r\n`);
      resolve();
    });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const headerEnd = received.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(received.slice(0, headerEnd))?.[1] ?? -1);
      if (Buffer.byteLength(received.slice(headerEnd + 4)) < length) return;
      done(now(), received.slice(headerEnd + 4));
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

process.on('message', (m: Start) => {
  const arrivals: number[] = [];
  let delivered = 0;
  void Promise.all(
    m.polls.map((p) =>
      park(m.port, p, (at, body) => {
        arrivals.push(at);
        if (body.includes('"type":"message"')) delivered++;
        if (arrivals.length === m.polls.length) {
          process.send?.({ arrivals, delivered }, undefined, {}, () => process.exit(0));
        }
      }),
    ),
  ).then(() => process.send?.({ parked: m.polls.length }));
});
