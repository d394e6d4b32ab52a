/**
 * DATA_DIR holds the provider's signing keys, sessions and the accounts' password hashes: only
 * the server's own user may read it. Files created later follow the process umask (server.ts);
 * this tightens what an older version left readable to everyone: the folder, its files and the
 * files of its subfolders (the catalogue index), no deeper.
 */
import { chmodSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function restrictToOwner(directory: string, depth = 1): void {
  if (!existsSync(directory)) return;
  chmodSync(directory, 0o700);
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isFile()) chmodSync(full, 0o600);
    else if (entry.isDirectory() && depth > 0) restrictToOwner(full, depth - 1);
  }
}
