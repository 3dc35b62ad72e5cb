// One keep-alive HTTP/1.1 connection that sends one request at a time, for the bench's load loop.
// Node's http client costs about 0.15 ms of CPU per request, which on a small machine is CPU the API
// and PostgreSQL then lack (pgbench's own client is C and costs little). This writes each request
// as one string and reads a response by its Content-Length, which is all the load loop needs.
import net from 'node:net';

const HEADER_END = '\r\n\r\n';

export class HttpConnection {
  /** @param {number} port */
  constructor(port) {
    this.socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    this.buffer = Buffer.alloc(0);
    this.pending = null;
    this.socket.on('data', (chunk) => this.onData(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('the API closed the connection')));
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {Record<string, string>} headers
   * @param {string} body JSON text
   * @returns {Promise<{ status: number, body: any }>}
   */
  request(method, path, headers, body) {
    if (this.pending) return Promise.reject(new Error('HttpConnection: one request at a time'));
    const lines = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const head = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${lines}content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(head + body);
    });
  }

  close() {
    this.socket.destroy();
  }

  onData(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const headerEnd = this.buffer.indexOf(HEADER_END);
    if (headerEnd < 0 || !this.pending) return;
    const head = this.buffer.toString('latin1', 0, headerEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length)
      return this.fail(
        new Error(`HttpConnection: a response without Content-Length: ${head.split('\r\n')[0]}`),
      );
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (this.buffer.length < bodyEnd) return;
    const text = this.buffer.toString('utf8', bodyStart, bodyEnd);
    this.buffer = this.buffer.subarray(bodyEnd);
    const { resolve } = this.pending;
    this.pending = null;
    resolve({ status: Number(head.slice(9, 12)), body: text ? JSON.parse(text) : null });
  }

  fail(error) {
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }
}
