// Throw-away PostgreSQL servers for the drills, from the machine's own binaries (Debian's
// /usr/lib/postgresql/<version>/bin): initdb, start, stop, base backups. PostgreSQL refuses to run as
// root, so as root each command runs as the postgres user, in folders that user owns.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The newest installed PostgreSQL's bin folder (PG_BIN overrides). */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0])
    throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql (PG_BIN).');
  return join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program (as the postgres user when we are root); answers its output. */
export function pgRun(program, args) {
  const command = join(postgresBin(), program);
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A folder the server's user owns (mode 700). */
export function ownedFolder(path) {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', path]);
  return path;
}

/**
 * A new server in `dir` on 127.0.0.1:`port` (trust auth for local connections; its socket in
 * `sockets`), its WAL archived to `archive` by copy (the only way back once the server is gone).
 */
export function initPrimary({ dir, port, archive, sockets }) {
  ownedFolder(dir);
  ownedFolder(archive);
  ownedFolder(sockets);
  pgRun('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const settings = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${sockets}'`,
    'wal_level = replica',
    'archive_mode = on',
    `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
    // A finished segment is archived at once; a quiet server switches segments at least every 10 s.
    'archive_timeout = 10',
    'max_wal_senders = 4',
    'fsync = on',
  ];
  appendSettings(dir, settings);
}

function appendSettings(dir, settings) {
  const file = join(dir, 'postgresql.auto.conf');
  writeFileSync(file, `${settings.join('\n')}\n`, { flag: 'a' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', file]);
}

export function startServer(dir, log) {
  pgRun('pg_ctl', ['-D', dir, '-l', log, '-w', '-t', '120', 'start']);
}

export function stopServer(dir, mode = 'fast') {
  pgRun('pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']);
}

/** A base backup of the server on `port` into `dir` (its WAL comes from the archive on restore). */
export function baseBackup(port, dir) {
  ownedFolder(dir);
  const server = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
  // -c fast: checkpoint at once instead of spreading it (which took 2 minutes on a quiet server).
  pgRun('pg_basebackup', [...server, '-D', dir, '-c', 'fast']);
}

/**
 * Makes `dir` a copy of the base backup in `backup`, set to replay the archive up to `targetTime`
 * (to its end when null) and open there, as its own server on `port`.
 */
export function prepareRestore({ backup, dir, port, archive, targetTime }) {
  execFileSync('cp', ['-a', backup, dir]);
  appendSettings(dir, [
    `port = ${port}`,
    "archive_mode = 'off'",
    `restore_command = 'cp ${archive}/%f %p'`,
    ...(targetTime ? [`recovery_target_time = '${targetTime}'`] : []),
    "recovery_target_action = 'promote'",
  ]);
  const signal = join(dir, 'recovery.signal');
  writeFileSync(signal, '');
  if (asRoot) execFileSync('chown', ['postgres:postgres', signal]);
}
