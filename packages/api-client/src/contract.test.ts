import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { afterAll, describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../../apps/server/scripts/emit-openapi.ts';
import { GENERATOR_PLUGINS } from '../openapi-ts.config.ts';

const packageDir = path.resolve(import.meta.dirname, '..');
const scratch = await mkdtemp(path.join(tmpdir(), 'api-client-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    ),
  );
  return nested.flat().sort();
}

const regenerate = 'run `npm run generate:client` and commit the result';

describe('the committed API client', () => {
  it('matches the OpenAPI document the server describes now', async () => {
    const committed = await readFile(path.join(packageDir, 'openapi.json'), 'utf8');
    expect(committed, `openapi.json is stale: ${regenerate}`).toBe(await renderOpenApi());
  });

  it('is exactly what the generator makes from that document', async () => {
    const output = path.join(scratch, 'gen');
    await createClient({
      input: path.join(packageDir, 'openapi.json'),
      output: { path: output },
      plugins: GENERATOR_PLUGINS,
      logs: { level: 'silent' },
    });
    const committedDir = path.join(packageDir, 'src', 'gen');
    const files = await listFiles(output);
    expect(await listFiles(committedDir), `src/gen is stale: ${regenerate}`).toEqual(files);
    for (const file of files) {
      const fresh = await readFile(path.join(output, file), 'utf8');
      const committed = await readFile(path.join(committedDir, file), 'utf8');
      expect(committed, `src/gen/${file} is stale: ${regenerate}`).toBe(fresh);
    }
  });

  it('names every operation for what it does', async () => {
    const document = JSON.parse(await readFile(path.join(packageDir, 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'getMovie',
        'searchAll',
        'getEpisode',
        'getPerson',
        'discoverMovies',
      ]),
    );
    expect(
      operations.every(
        (id) => id && /^(get|search|discover|add|update|delete|import)[A-Z]\w+$/.test(id),
      ),
    ).toBe(true);
  });
});
