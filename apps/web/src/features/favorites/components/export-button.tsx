/**
 * Export: a menu of the two file kinds; choosing one downloads the whole list in it. The code
 * that writes the file loads when a kind is chosen, since most visits never export.
 */
import { useLingui } from '@lingui/react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Favorite } from '@media-search/api-client';
import { useId, useState } from 'react';
import type { FileKind } from '../lib/favorites-file.ts';

const KINDS: readonly { kind: FileKind; label: string }[] = [
  { kind: 'json', label: /*i18n*/ 'favorites-io.exportJson' },
  { kind: 'csv', label: /*i18n*/ 'favorites-io.exportCsv' },
];

export function ExportButton({ favorites }: { favorites: readonly Favorite[] }) {
  const { i18n } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = async (kind: FileKind) => {
    setAnchor(null);
    const { exportFavorites } = await import('../lib/favorites-transfer.ts');
    exportFavorites(favorites, kind);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={favorites.length === 0}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {i18n._('favorites-io.export')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {KINDS.map(({ kind, label }) => (
          <MenuItem key={kind} onClick={() => void choose(kind)}>
            {i18n._(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
