/**
 * One replica's first start on a slow shared volume, run as its own process by
 * test/auth/provider-secrets-race.test.ts: loads the provider secrets from the folder it is given
 * once told "go" on stdin, and prints the signing key's id. Every file written in that folder is
 * written in two halves with a pause between them, and every link or rename there waits before
 * it happens, so replicas starting together overlap the way they can on a network volume.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { loadProviderSecrets } from '../../src/auth/embedded/provider-secrets.ts';

const SLOW_MS = 400;
const dataDir = path.resolve(process.argv[2] ?? '');
const inDataDir = (file: fs.PathLike) => path.resolve(String(file)).startsWith(dataDir + path.sep);
const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SLOW_MS);

const { linkSync, renameSync, writeFileSync } = fs;
fs.writeFileSync = (file, data, options) => {
  if (typeof file === 'number' || !inDataDir(file) || typeof data !== 'string')
    return writeFileSync(file, data, options);
  const { flag = 'w', mode } = typeof options === 'object' && options ? options : {};
  const fd = fs.openSync(file, flag, mode);
  try {
    const half = Math.floor(data.length / 2);
    fs.writeSync(fd, data.slice(0, half));
    pause();
    fs.writeSync(fd, data.slice(half));
  } finally {
    fs.closeSync(fd);
  }
};
fs.linkSync = (existing, name) => {
  if (inDataDir(name)) pause();
  linkSync(existing, name);
};
fs.renameSync = (from, to) => {
  if (inDataDir(to)) pause();
  renameSync(from, to);
};
// The module imported above reads node:fs's named exports; this points them at the slow ones.
syncBuiltinESMExports();

process.stdout.write('ready\n');
process.stdin.once('data', () => {
  process.stdin.destroy();
  loadProviderSecrets(dataDir).then(
    (secrets) => process.stdout.write(`kid ${String(secrets.signingKeys[0]?.kid)}\n`),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exitCode = 1;
    },
  );
});
