/** `npm run accounts -- …` as an operator runs it, against `dataDir`, with `input` piped in. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const serverDir = path.join(import.meta.dirname, '..', '..');

export const runAccounts = (dataDir: string, args: string[], input = '') =>
  spawnSync(process.execPath, ['scripts/accounts.ts', ...args], {
    cwd: serverDir,
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });
