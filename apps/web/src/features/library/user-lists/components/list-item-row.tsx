/**
 * One title of a list as a row: its poster, title, kind and year, a link to its page, and
 * optionally a drag handle and a remove button (the owner's screen has them; the shared page
 * does not).
 */
import { useLingui } from '@lingui/react';
import type { ListItem } from '@media-search/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MediaImage } from '@/components/media/media-image.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { yearOf } from '@/lib/format.ts';

const KINDS = { movie: /*i18n*/ 'library.kindMovie', tv: /*i18n*/ 'library.kindTv' } as const;

export function ListItemRow({
  item,
  handle,
  actions,
  heading = 'h2',
}: {
  item: ListItem;
  /** The title's heading level, under the screen's own headings. */
  heading?: 'h2' | 'h3';
  handle?: ReactNode;
  actions?: ReactNode;
}) {
  const { i18n } = useLingui();
  const year = yearOf(item.releaseDate);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
      {handle}
      <Box sx={{ width: 56, flexShrink: 0 }}>
        <MediaImage path={item.posterPath} alt="" shape="poster" sizes="56px" />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="subtitle1" component={heading} sx={{ lineHeight: 1.3 }}>
          <TextLink to={`/${item.mediaType}/$id`} params={{ id: item.mediaId }}>
            {item.title}
          </TextLink>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[i18n._(KINDS[item.mediaType]), ...(year ? [year] : [])].join(' · ')}
        </Typography>
      </Box>
      {actions}
    </Box>
  );
}
