/**
 * Import jobs and their rows as the API answers them: a ready job's counts are planned against
 * the caller's library as it is at that moment, so a rating changed since the upload shows as
 * the conflict it now is.
 */
import { AppError, NotFoundError } from '../../errors.ts';
import type { ImportItem } from '../../library/import/import-items.ts';
import type { ImportJob, ImportRow } from '../../library/import/import-job-models.ts';
import type { RowTarget, StoredJob, StoredRow } from '../../library/import/import-jobs-store.ts';
import { planImport, type PlannedRow } from '../../library/import/import-preview.ts';
import { paged, type Page } from '../../library/library-models.ts';
import type { LibraryStore } from '../../library/library-store.ts';

export class ImportClosedError extends AppError {
  constructor() {
    super(
      409,
      'IMPORT_NOT_READY',
      'This import can no longer be changed: it is still matching, was imported, or failed.',
    );
  }
}

/** The title and year as the file says, for a person to recognise the row. */
function labelOf(item: ImportItem): string {
  const { ref } = item;
  const title =
    ref.title ?? ref.show?.title ?? ref.imdbId ?? ref.show?.imdbId ?? `TMDB ${ref.tmdbId ?? '?'}`;
  const year = ref.year ?? ref.show?.year;
  const episode =
    ref.seasonNumber !== undefined && ref.episodeNumber !== undefined
      ? ` S${ref.seasonNumber}E${ref.episodeNumber}`
      : '';
  return `${title}${year ? ` (${year})` : ''}${episode}`;
}

const choiceOf = (row: StoredRow): ImportRow['choice'] =>
  row.choice === 'skip'
    ? 'skip'
    : row.choice === 'title' && row.target
      ? { mediaType: row.target.facts.mediaType, mediaId: row.target.facts.mediaId }
      : null;

function toImportRow(row: StoredRow, planned?: PlannedRow): ImportRow {
  const conflict = planned?.conflict;
  return {
    rowId: row.rowId,
    kind: row.item.kind,
    file: row.item.origin.file,
    row: row.item.origin.row,
    label: labelOf(row.item),
    candidates: row.candidates,
    choice: choiceOf(row),
    conflict: conflict
      ? {
          mine: conflict.mine / 2,
          file: conflict.file / 2,
          keep: row.keep ?? 'mine',
        }
      : null,
  };
}

type Decision =
  { choice: 'skip' } | { choice: 'title'; target: RowTarget } | { keep: 'mine' | 'file' };

export class ImportAnswers {
  readonly #store: LibraryStore;

  constructor(store: LibraryStore) {
    this.#store = store;
  }

  /** The job, with its counts once it is ready (planned now) or done (as imported). */
  async job(stored: StoredJob): Promise<ImportJob> {
    if (stored.job.status !== 'ready') return stored.job;
    const plan = await this.#plan(stored, 'mine');
    return { ...stored.job, summary: plan.summary };
  }

  async jobs(owner: string): Promise<ImportJob[]> {
    const stored = await this.#store.imports.list(owner);
    return Promise.all(stored.map((job) => this.job(job)));
  }

  async rows(
    owner: string,
    jobId: string,
    outcome: 'ambiguous' | 'unmatched' | 'conflicting',
    paging: { page: number; pageSize: number },
  ): Promise<Page<ImportRow>> {
    const stored = await this.#store.imports.get(owner, jobId);
    const { page, pageSize } = paging;
    if (outcome !== 'conflicting') {
      const { rows, total } = await this.#store.imports.rowsInState(
        stored.job.id,
        outcome,
        page,
        pageSize,
      );
      return paged(
        rows.map((row) => toImportRow(row)),
        total,
        page,
        pageSize,
      );
    }
    if (stored.job.status !== 'ready') return paged([], 0, page, pageSize);
    const conflicting = (await this.#plan(stored, 'mine')).rows.filter(
      (planned) => planned.outcome === 'conflicting',
    );
    return paged(
      conflicting
        .slice((page - 1) * pageSize, page * pageSize)
        .map((planned) => toImportRow(planned.row, planned)),
      conflicting.length,
      page,
      pageSize,
    );
  }

  /** What the caller's row says, as read from the file. */
  async item(owner: string, jobId: string, rowId: number): Promise<ImportItem> {
    const stored = await this.#store.imports.get(owner, jobId);
    const row = await this.#store.imports.row(stored.job.id, rowId);
    if (!row) throw new NotFoundError('This import has no row with that number.');
    return row.item;
  }

  /** Records the decision and answers the row as it now is. */
  async decide(owner: string, jobId: string, rowId: number, decision: Decision) {
    const stored = await this.#store.imports.get(owner, jobId);
    const row = await this.#store.imports.row(stored.job.id, rowId);
    if (!row) throw new NotFoundError('This import has no row with that number.');
    if ('keep' in decision && row.item.kind !== 'rating')
      throw new AppError(
        400,
        'BAD_REQUEST',
        'Only a rating can conflict: choose a title for this row, or skip it.',
      );
    if (!(await this.#store.imports.decide(owner, stored.job.id, rowId, decision)))
      throw new ImportClosedError();
    const decided = (await this.#store.imports.row(stored.job.id, rowId)) as StoredRow;
    const [planned] = (
      await planImport(this.#store.db, owner, [decided], {
        day: stored.job.createdAt.slice(0, 10),
        conflicts: 'mine',
        keptFavorites: [],
      })
    ).rows;
    return toImportRow(decided, planned);
  }

  async #plan(stored: StoredJob, conflicts: 'mine' | 'file') {
    return planImport(
      this.#store.db,
      stored.owner,
      await this.#store.imports.rows(this.#store.db, stored.job.id),
      { day: stored.job.createdAt.slice(0, 10), conflicts, keptFavorites: stored.keptFavorites },
    );
  }
}
