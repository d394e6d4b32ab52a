/**
 * An import job of the visitor's: the upload, the job followed while the server matches its
 * titles, the rows waiting for a decision, the decisions, and the import itself (or discarding).
 */
import {
  addImportMutation,
  deleteImportMutation,
  getImportOptions,
  getImportQueryKey,
  getImportsOptions,
  getImportRowsOptions,
  importSelectedMutation,
  updateImportRowMutation,
} from '@media-search/api-client/query';
import type { ImportJob } from '@media-search/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** How often a job still being worked on is read again. */
const FOLLOW_MS = 1000;

const isWorking = (job: ImportJob | undefined) => job?.status === 'matching';

export function useImportJob(id: string) {
  return useQuery({
    ...getImportOptions({ path: { id } }),
    staleTime: 0,
    refetchInterval: (query) => (isWorking(query.state.data) ? FOLLOW_MS : false),
  });
}

/** The visitor's import still under way, if any: the server holds one at a time. */
export function useUnfinishedImport(enabled: boolean) {
  return useQuery({
    ...getImportsOptions(),
    staleTime: 0,
    enabled,
    select: (jobs) => jobs.find((job) => job.status !== 'done' && job.status !== 'failed'),
  });
}

export function useAddImport() {
  return useMutation(addImportMutation());
}

export type RowOutcome = 'ambiguous' | 'unmatched' | 'conflicting';

/** Rows a page shows: a few, since each may show five posters. */
const ROWS_PER_PAGE = 10;

export function useImportRows(id: string, outcome: RowOutcome, page: number) {
  return useQuery({
    ...getImportRowsOptions({ path: { id }, query: { outcome, page, pageSize: ROWS_PER_PAGE } }),
    placeholderData: (previous) => previous,
  });
}

/** A decision on one row; the job's counts change with it, so they are read again. */
export function useUpdateImportRow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateImportRowMutation(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getImportQueryKey({ path: { id } }) }),
        // Every page of every outcome of this job's rows (the key's first part matched in part).
        queryClient.invalidateQueries({ queryKey: [{ _id: 'getImportRows', path: { id } }] }),
      ]),
  });
}

/**
 * Writes the job's titles. They may land in any personal list (history, ratings, favourites,
 * lists, services, and so the calendar too): every cached query is read afresh on its next use.
 */
export function useImportSelected(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...importSelectedMutation(),
    onSuccess: (job) => {
      queryClient.setQueryData(getImportQueryKey({ path: { id } }), job);
      return queryClient.invalidateQueries();
    },
  });
}

export function useDeleteImport() {
  return useMutation(deleteImportMutation());
}
