import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** tools/start/cluster.mjs, an ES module the test runner does not load: asked through a node child. */
const CLUSTER = resolve(__dirname, '../../../../../tools/start/cluster.mjs');
const NGINX = '/usr/sbin/nginx';

interface NginxOptions {
  port: number;
  ports: number[];
  dir: string;
  listen?: string;
}

/** The nginx configuration `npm run start:cluster` writes for these options. */
function nginxConfig(options: NginxOptions): string {
  const script = `const { nginxConfig } = await import(${JSON.stringify(CLUSTER)});
process.stdout.write(nginxConfig(JSON.parse(process.argv[1])));`;
  return execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(options)],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** Whether a TCP connection to the address is accepted (false when refused or unreachable). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
    socket.once('timeout', () => (socket.destroy(), done(false)));
  });
}

/** Whether the address accepts a connection within 10 s (nginx takes a moment to start). */
async function acceptsSoon(host: string, port: number): Promise<boolean> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    if (await accepts(host, port)) return true;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return false;
}

/** This machine's IPv4 addresses other than loopback: where a listener on every interface answers. */
function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry?.address as string);
}

/** Security review, issue 36, item 7: the cluster's nginx serves this machine only unless told otherwise. */
describe('npm run start:cluster: where nginx listens', () => {
  it('listens on 127.0.0.1 unless CLUSTER_LISTEN says otherwise, IPv6 in brackets', () => {
    const base = { port: 4200, ports: [4300, 4301], dir: '/tmp/vaultline-nginx' };
    const listens = (options: NginxOptions) =>
      nginxConfig(options)
        .split('\n')
        .filter((line) => /^\s*listen\b/.test(line))
        .map((line) => line.trim());
    expect(listens(base)).toEqual(['listen 127.0.0.1:4200;']);
    expect(listens({ ...base, listen: '0.0.0.0' })).toEqual(['listen 0.0.0.0:4200;']);
    expect(listens({ ...base, listen: '::' })).toEqual(['listen [::]:4200;']);
  });

  it('refuses a CLUSTER_LISTEN that is not an IP address (nothing else reaches the configuration)', () => {
    const base = { port: 4200, ports: [4300], dir: '/tmp/vaultline-nginx' };
    for (const listen of ['localhost; include /etc/passwd', '0.0.0.0:80', 'all'])
      expect(() => nginxConfig({ ...base, listen })).toThrow(
        /CLUSTER_LISTEN must be an IP address/,
      );
  });

  const others = networkAddresses();
  const canRun = existsSync(NGINX) && others.length > 0;
  (canRun ? it : it.skip)(
    'answers on loopback and refuses the network, with nginx running',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'vaultline-nginx-'));
      const port = await freePort();
      const config = join(dir, 'nginx.conf');
      writeFileSync(config, nginxConfig({ port, ports: [await freePort()], dir }));
      const nginx = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      try {
        expect(await acceptsSoon('127.0.0.1', port)).toBe(true);
        for (const address of others)
          expect({ address, accepted: await accepts(address, port) }).toEqual({
            address,
            accepted: false,
          });
      } finally {
        await new Promise((done) => {
          nginx.once('exit', done);
          nginx.kill('SIGQUIT');
        });
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
