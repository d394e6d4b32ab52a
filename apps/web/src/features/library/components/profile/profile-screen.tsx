/**
 * The signed-in Profile screen: what the visitor's history and ratings add up to (films,
 * episodes, hours, this year), how their ratings spread and which genres they watch most.
 */
import { useLingui } from '@lingui/react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useProfile } from '@/features/library/api/profile-queries.ts';
import { ProfileGenres } from './profile-genres.tsx';
import { ProfileRatings } from './profile-ratings.tsx';
import { ProfileTotals } from './profile-totals.tsx';

export function ProfileScreen() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('profile.heading'));
  const answer = useProfile();

  if (answer.isPending) return <PageSpinner />;
  if (answer.isError)
    return <ErrorView error={answer.error} onRetry={() => void answer.refetch()} />;
  const profile = answer.data;
  const nothing =
    profile.moviesWatched === 0 && profile.episodesWatched === 0 && profile.ratingsCount === 0;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom tabIndex={-1}>
        {i18n._('profile.heading')}
      </Typography>
      {nothing ? (
        <>
          <Typography>{i18n._('profile.empty')}</Typography>
          <Typography sx={{ mt: 1 }}>
            {i18n._('profile.emptyHint')}{' '}
            <TextLink to="/popular/movies">{i18n._('library.popularMovies')}</TextLink>
          </Typography>
        </>
      ) : (
        <>
          <ProfileTotals profile={profile} />
          <ProfileRatings profile={profile} />
          <ProfileGenres profile={profile} />
        </>
      )}
    </Container>
  );
}
