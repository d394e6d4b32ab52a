import { useLingui } from '@lingui/react';
import Pagination from '@mui/material/Pagination';

/** The pages of a personal list, when it has more than one. */
export function ListPages({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { i18n } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <Pagination
      count={totalPages}
      page={page}
      onChange={(_event, chosen) => onPage(chosen)}
      aria-label={i18n._('library.pages')}
      siblingCount={0}
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
    />
  );
}
