/**
 * Import jobs and their items in `import_jobs` and `import_rows` (migration 9): a job is made
 * from a file already read, its items are matched by the runner (which writes progress here, so
 * any replica answers it), decided by the visitor row by row, then imported (import-apply.ts).
 */
import { randomUUID } from 'node:crypto';
import { AppError, NotFoundError } from '../../errors.ts';
import { isEntryId, type LibraryDatabase, type Sql } from '../library-database.ts';
import type { LibraryLimits } from '../library-models.ts';
import type { EpisodeFacts, TitleFacts } from '../title-facts.ts';
import { applyImport, type ApplyRequest, type ApplyResult } from './import-apply.ts';
import type {
  ImportItem,
  ImportedServices,
  KeptFavorite,
  SerializedUpload,
} from './import-items.ts';
import type { ImportJob, ImportSummary } from './import-job-models.ts';
import type { MatchCandidate, MatchOutcome } from './title-matcher.ts';

/** The most jobs kept per owner; older finished ones are dropped as new ones are made. */
export const KEPT_JOBS = 10;
/** Rows per INSERT: well under SQLite's and PostgreSQL's bind limits. */
const INSERT_CHUNK = 400;

export type JobStatus = ImportJob['status'];
export type RowState = 'pending' | 'matched' | 'ambiguous' | 'unmatched';

/** A title an item was matched to, or the one chosen for it. */
export interface RowTarget {
  facts: TitleFacts;
  episode: EpisodeFacts | null;
}

/** One item of a job as kept. */
export interface StoredRow {
  rowId: number;
  item: ImportItem;
  state: RowState;
  target: RowTarget | null;
  candidates: MatchCandidate[];
  choice: 'title' | 'skip' | null;
  keep: 'mine' | 'file' | null;
}

interface JobRow {
  id: string;
  owner: string;
  file_name: string;
  format: ImportJob['format'];
  status: JobStatus;
  matched: number;
  total: number;
  error: string | null;
  services: string | null;
  kept_favorites: string | null;
  summary: string | null;
  heartbeat_at: string | Date;
  created_at: string | Date;
  finished_at: string | Date | null;
}

interface ItemRow {
  row_id: number;
  item: string;
  state: RowState;
  matched: string | null;
  candidates: string | null;
  choice: 'title' | 'skip' | null;
  keep: 'mine' | 'file' | null;
}

const JOB_COLUMNS =
  'id, owner, file_name, format, status, matched, total, error, services, kept_favorites, ' +
  'summary, ' +
  'heartbeat_at, created_at, finished_at';
const ITEM_COLUMNS = 'row_id, item, state, matched, candidates, choice, keep';
const UNFINISHED = "('matching', 'ready')";

export class ImportInProgressError extends AppError {
  constructor(fileName: string) {
    super(
      409,
      'IMPORT_IN_PROGRESS',
      `You are already importing “${fileName}”. Import it or discard it before starting another.`,
    );
  }
}

export class ImportNotFoundError extends NotFoundError {
  constructor() {
    super('You have no import with that id.');
  }
}

/** What a job's matching stopped with when its replica stopped answering. */
export const STALE_JOB_ERROR =
  'Matching stopped before it finished (the server restarted). Please start the import again.';

const iso = (value: string | Date) => new Date(value).toISOString();

export const toStoredRow = (row: ItemRow): StoredRow => ({
  rowId: Number(row.row_id),
  item: JSON.parse(row.item) as ImportItem,
  state: row.state,
  target: row.matched === null ? null : (JSON.parse(row.matched) as RowTarget),
  candidates: row.candidates === null ? [] : (JSON.parse(row.candidates) as MatchCandidate[]),
  choice: row.choice,
  keep: row.keep,
});

function toJob(row: JobRow, summary: ImportSummary | null): ImportJob {
  const services =
    row.services === null ? null : (JSON.parse(row.services) as ImportedServices | null);
  return {
    id: String(row.id),
    fileName: row.file_name,
    format: row.format,
    status: row.status,
    progress: { matched: Number(row.matched), total: Number(row.total) },
    error: row.error,
    createdAt: iso(row.created_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
    summary,
    services: services && { region: services.region, providerCount: services.providerIds.length },
  };
}

/** A job as kept, with what the import needs beyond what the API answers. */
export interface StoredJob {
  job: ImportJob;
  owner: string;
  services: ImportedServices | null;
  keptFavorites: KeptFavorite[];
  /** The summary frozen when it was imported; null before. */
  summary: ImportSummary | null;
}

/** A matching job whose heartbeat is older than this is reported as failed. */
export const STALE_AFTER_MS = 60_000;

export class ImportJobsStore {
  readonly #db: LibraryDatabase;
  readonly #limits: LibraryLimits;

  constructor(db: LibraryDatabase, limits: LibraryLimits) {
    this.#db = db;
    this.#limits = limits;
  }

  /**
   * Imports the owner's ready job in one transaction (import-apply.ts); `{ imported: false }`
   * when it was imported already.
   */
  apply(request: ApplyRequest): Promise<ApplyResult> {
    return applyImport(this.#db, this, this.#limits, request);
  }

  /**
   * Keeps a job for the file's items, status `matching`. The owner's unfinished job (one whose
   * matching has not gone stale) is an ImportInProgressError; past KEPT_JOBS, the oldest
   * finished jobs go.
   */
  async create(owner: string, fileName: string, upload: SerializedUpload): Promise<StoredJob> {
    const id = randomUUID();
    await this.#db.transaction(owner, async (sql) => {
      await this.#failStale(sql, owner);
      const unfinished = await sql.get<{ file_name: string }>(
        `SELECT file_name FROM import_jobs WHERE owner = ? AND status IN ${UNFINISHED}`,
        [owner],
      );
      if (unfinished) throw new ImportInProgressError(unfinished.file_name);
      const now = new Date().toISOString();
      await sql.run(
        `INSERT INTO import_jobs (id, owner, file_name, format, status, matched, total, services,
           kept_favorites, heartbeat_at, created_at)
         VALUES (?, ?, ?, ?, 'matching', 0, ?, ?, ?, ?, ?)`,
        [
          id,
          owner,
          fileName,
          upload.format,
          upload.itemsJson.length,
          upload.services ? JSON.stringify(upload.services) : null,
          upload.keptFavorites?.length ? JSON.stringify(upload.keptFavorites) : null,
          now,
          now,
        ],
      );
      for (let start = 0; start < upload.itemsJson.length; start += INSERT_CHUNK) {
        const chunk = upload.itemsJson.slice(start, start + INSERT_CHUNK);
        await sql.run(
          `INSERT INTO import_rows (job_id, row_id, item) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`,
          chunk.flatMap((itemJson, index) => [id, start + index + 1, itemJson]),
        );
      }
      const finished = await sql.all<{ id: string }>(
        `SELECT id FROM import_jobs WHERE owner = ? AND status NOT IN ${UNFINISHED}
         ORDER BY created_at DESC, id DESC`,
        [owner],
      );
      // The new job is one of the kept.
      const old = finished.slice(KEPT_JOBS - 1);
      for (const job of old) await this.#deleteJob(sql, String(job.id));
    });
    return this.find(owner, id) as Promise<StoredJob>;
  }

  /** The owner's job, or undefined: another's counts as none. */
  async find(owner: string, id: string): Promise<StoredJob | undefined> {
    if (!isEntryId(id)) return undefined;
    await this.#failStale(this.#db, owner);
    const row = await this.#db.get<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM import_jobs WHERE id = ? AND owner = ?`,
      [id, owner],
    );
    return row && this.#stored(row);
  }

  /** The owner's job, or an ImportNotFoundError. */
  async get(owner: string, id: string): Promise<StoredJob> {
    const job = await this.find(owner, id);
    if (!job) throw new ImportNotFoundError();
    return job;
  }

  /** The owner's jobs, newest first. */
  async list(owner: string): Promise<StoredJob[]> {
    await this.#failStale(this.#db, owner);
    const rows = await this.#db.all<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM import_jobs WHERE owner = ? ORDER BY created_at DESC, id DESC`,
      [owner],
    );
    return rows.map((row) => this.#stored(row));
  }

  /** False when the owner has no such job. */
  async delete(owner: string, id: string): Promise<boolean> {
    if (!isEntryId(id)) return false;
    return this.#db.transaction(owner, async (sql) => {
      const job = await sql.get(`SELECT id FROM import_jobs WHERE id = ? AND owner = ?`, [
        id,
        owner,
      ]);
      if (!job) return false;
      await this.#deleteJob(sql, id);
      return true;
    });
  }

  /** Up to `limit` items still to match, in file order. */
  async pendingRows(jobId: string, limit: number): Promise<{ rowId: number; item: ImportItem }[]> {
    const rows = await this.#db.all<{ row_id: number; item: string }>(
      `SELECT row_id, item FROM import_rows WHERE job_id = ? AND state = 'pending'
       ORDER BY row_id LIMIT ?`,
      [jobId, limit],
    );
    return rows.map((row) => ({
      rowId: Number(row.row_id),
      item: JSON.parse(row.item) as ImportItem,
    }));
  }

  /**
   * Keeps the outcomes of a batch and moves the job's progress and heartbeat on, in one
   * transaction. False when the job is no longer matching (discarded, or given up as stale):
   * the runner then stops.
   */
  async saveMatches(
    owner: string,
    jobId: string,
    outcomes: { rowId: number; outcome: MatchOutcome }[],
  ): Promise<boolean> {
    return this.#db.transaction(owner, async (sql) => {
      const changed = await sql.run(
        `UPDATE import_jobs SET matched = matched + ?, heartbeat_at = ?
         WHERE id = ? AND status = 'matching'`,
        [outcomes.length, new Date().toISOString(), jobId],
      );
      if (changed === 0) return false;
      for (const { rowId, outcome } of outcomes)
        await sql.run(
          'UPDATE import_rows SET state = ?, matched = ?, candidates = ? WHERE job_id = ? AND row_id = ?',
          outcome.status === 'matched'
            ? [
                'matched',
                JSON.stringify({ facts: outcome.facts, episode: outcome.episode }),
                null,
                jobId,
                rowId,
              ]
            : [outcome.status, null, JSON.stringify(outcome.candidates), jobId, rowId],
        );
      return true;
    });
  }

  /** Tells other replicas the job's matching is alive; false when it no longer matches. */
  async heartbeat(jobId: string): Promise<boolean> {
    const changed = await this.#db.run(
      `UPDATE import_jobs SET heartbeat_at = ? WHERE id = ? AND status = 'matching'`,
      [new Date().toISOString(), jobId],
    );
    return changed === 1;
  }

  /** The job's matching finished (ready) or failed with a message. */
  async finishMatching(jobId: string, error: string | null): Promise<void> {
    await this.#db.run(
      `UPDATE import_jobs SET status = ?, error = ?, finished_at = ?
       WHERE id = ? AND status = 'matching'`,
      error === null
        ? ['ready', null, null, jobId]
        : ['failed', error, new Date().toISOString(), jobId],
    );
  }

  /** The job's items, in file order, through `sql` (an import's transaction). */
  async rows(sql: Sql, jobId: string): Promise<StoredRow[]> {
    const rows = await sql.all<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM import_rows WHERE job_id = ? ORDER BY row_id`,
      [jobId],
    );
    return rows.map(toStoredRow);
  }

  /** A page of the job's items in a state, in file order, and how many there are. */
  async rowsInState(
    jobId: string,
    state: 'ambiguous' | 'unmatched',
    page: number,
    pageSize: number,
  ): Promise<{ rows: StoredRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.#db.all<ItemRow>(
        `SELECT ${ITEM_COLUMNS} FROM import_rows WHERE job_id = ? AND state = ?
         ORDER BY row_id LIMIT ? OFFSET ?`,
        [jobId, state, pageSize, (page - 1) * pageSize],
      ),
      this.#db.get<{ n: number | string }>(
        'SELECT count(*) AS n FROM import_rows WHERE job_id = ? AND state = ?',
        [jobId, state],
      ),
    ]);
    return { rows: rows.map(toStoredRow), total: Number(count?.n ?? 0) };
  }

  async row(jobId: string, rowId: number): Promise<StoredRow | undefined> {
    const row = await this.#db.get<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM import_rows WHERE job_id = ? AND row_id = ?`,
      [jobId, rowId],
    );
    return row && toStoredRow(row);
  }

  /** Records a decision on a row of a ready job; false when the job is not ready any more. */
  async decide(
    owner: string,
    jobId: string,
    rowId: number,
    decision:
      { choice: 'skip' } | { choice: 'title'; target: RowTarget } | { keep: 'mine' | 'file' },
  ): Promise<boolean> {
    return this.#db.transaction(owner, async (sql) => {
      const ready = await sql.get(
        `SELECT 1 AS one FROM import_jobs WHERE id = ? AND owner = ? AND status = 'ready'`,
        [jobId, owner],
      );
      if (!ready) return false;
      if ('keep' in decision)
        await sql.run('UPDATE import_rows SET keep = ? WHERE job_id = ? AND row_id = ?', [
          decision.keep,
          jobId,
          rowId,
        ]);
      else
        await sql.run(
          'UPDATE import_rows SET choice = ?, matched = ? WHERE job_id = ? AND row_id = ?',
          [
            decision.choice,
            decision.choice === 'title' ? JSON.stringify(decision.target) : null,
            jobId,
            rowId,
          ],
        );
      return true;
    });
  }

  /** Marks the job imported with what it found, inside the import's transaction; drops its rows. */
  async markImported(sql: Sql, jobId: string, summary: ImportSummary): Promise<boolean> {
    const changed = await sql.run(
      `UPDATE import_jobs SET status = 'done', summary = ?, finished_at = ?
       WHERE id = ? AND status = 'ready'`,
      [JSON.stringify(summary), new Date().toISOString(), jobId],
    );
    if (changed === 1) await sql.run('DELETE FROM import_rows WHERE job_id = ?', [jobId]);
    return changed === 1;
  }

  /** The job's status read through `sql`, or undefined when the owner has no such job. */
  async statusIn(sql: Sql, owner: string, jobId: string): Promise<JobStatus | undefined> {
    const row = await sql.get<{ status: JobStatus }>(
      'SELECT status FROM import_jobs WHERE id = ? AND owner = ?',
      [jobId, owner],
    );
    return row?.status;
  }

  #stored(row: JobRow): StoredJob {
    const summary = row.summary === null ? null : (JSON.parse(row.summary) as ImportSummary);
    return {
      job: toJob(row, summary),
      owner: row.owner,
      services: row.services === null ? null : (JSON.parse(row.services) as ImportedServices),
      keptFavorites:
        row.kept_favorites === null ? [] : (JSON.parse(row.kept_favorites) as KeptFavorite[]),
      summary,
    };
  }

  async #deleteJob(sql: Sql, id: string) {
    await sql.run('DELETE FROM import_rows WHERE job_id = ?', [id]);
    await sql.run('DELETE FROM import_jobs WHERE id = ?', [id]);
  }

  /** A matching job whose replica stopped beating is failed, so its owner can start again. */
  async #failStale(sql: Sql, owner: string) {
    const now = Date.now();
    await sql.run(
      `UPDATE import_jobs SET status = 'failed', error = ?, finished_at = ?
       WHERE owner = ? AND status = 'matching' AND heartbeat_at < ?`,
      [
        STALE_JOB_ERROR,
        new Date(now).toISOString(),
        owner,
        new Date(now - STALE_AFTER_MS).toISOString(),
      ],
    );
  }
}
