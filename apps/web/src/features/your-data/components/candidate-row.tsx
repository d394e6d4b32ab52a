/**
 * A row that matched several titles, or none for sure: its closest titles (poster, title and
 * year) to choose from, or Skip. A choice is saved at once.
 */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MediaImage } from '@/components/media/media-image.tsx';
import type { ImportRow } from '@media-search/api-client';
import { useUpdateImportRow } from '../api/import-queries.ts';
import { RowOrigin } from './row-origin.tsx';

type Choice = NonNullable<ImportRow['choice']>;

const SKIP = 'skip';
const valueOf = (choice: Choice | null | undefined) =>
  choice === undefined || choice === null
    ? ''
    : choice === SKIP
      ? SKIP
      : `${choice.mediaType}:${choice.mediaId}`;

export function CandidateRow({ jobId, row }: { jobId: string; row: ImportRow }) {
  const { i18n } = useLingui();
  const update = useUpdateImportRow(jobId);
  const saving = update.isPending ? update.variables.body : undefined;
  const chosen = valueOf(saving && 'choice' in saving ? saving.choice : row.choice);

  const choose = (value: string) => {
    const candidate = row.candidates.find(
      (option) => `${option.mediaType}:${option.mediaId}` === value,
    );
    const choice: Choice = candidate
      ? { mediaType: candidate.mediaType, mediaId: candidate.mediaId }
      : SKIP;
    update.mutate({ path: { id: jobId, rowId: row.rowId }, body: { choice } });
  };

  return (
    <FormControl component="fieldset" sx={{ width: '100%', minWidth: 0 }}>
      <RowOrigin row={row} />
      {row.candidates.length === 0 && (
        <Typography variant="body2">{i18n._('yourData.noCandidates')}</Typography>
      )}
      <RadioGroup value={chosen} onChange={(_event, value) => choose(value)}>
        {row.candidates.map((candidate) => (
          <FormControlLabel
            key={`${candidate.mediaType}:${candidate.mediaId}`}
            value={`${candidate.mediaType}:${candidate.mediaId}`}
            control={<Radio />}
            sx={{ my: 0.5, mr: 0 }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                <Box sx={{ width: 40, flexShrink: 0 }}>
                  <MediaImage path={candidate.posterPath} alt="" shape="poster" />
                </Box>
                <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {candidate.year === null
                    ? candidate.title
                    : i18n._('yourData.candidate', {
                        title: candidate.title,
                        year: String(candidate.year),
                      })}
                </Typography>
              </Box>
            }
          />
        ))}
        <FormControlLabel value={SKIP} control={<Radio />} label={i18n._('yourData.skip')} />
      </RadioGroup>
      {update.isError && (
        <Alert severity="error">
          {i18n._('yourData.decisionFailed', { message: update.error.message })}
        </Alert>
      )}
    </FormControl>
  );
}
