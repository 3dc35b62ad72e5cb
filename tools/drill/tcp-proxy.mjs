// A TCP proxy the drills control, between the API and the database: `cut(ms)` drops every open
// connection and refuses new ones for that long (a network partition as the API sees it).
import net from 'node:net';

/** Listens on 127.0.0.1:`port` and forwards to 127.0.0.1:`target`. */
export async function startTcpProxy({ port, target }) {
  const open = new Set();
  let cutUntil = 0;
  const server = net.createServer((client) => {
    if (Date.now() < cutUntil) return client.destroy();
    const upstream = net.connect({ host: '127.0.0.1', port: target });
    const pair = { client, upstream };
    open.add(pair);
    const close = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => listening(undefined));
  });
  return {
    port,
    /** Drops every connection now and refuses new ones for `ms`. */
    cut(ms) {
      cutUntil = Date.now() + ms;
      for (const { client, upstream } of open) {
        client.destroy();
        upstream.destroy();
      }
      open.clear();
    },
    stop: () =>
      new Promise((closed) => {
        for (const { client, upstream } of open) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => closed(undefined));
      }),
  };
}
