/**
 * Full Cast & Crew of a movie. `$id_` puts the route beside the movie's, not inside it: its
 * address starts with the movie's, but it shows neither that screen nor waits for its data.
 */
import { createFileRoute } from '@tanstack/react-router';
import { CreditsScreen } from '@/features/credits/components/credits-screen.tsx';
import { loadCredits } from './-credits.ts';
import { idParams } from './-id-params.ts';
import { screenHead } from './-heads.ts';

export const Route = createFileRoute('/movie/$id_/cast')({
  params: idParams,
  loader: ({ context, params }) => loadCredits(context, 'movie', params.id),
  head: ({ match }) => screenHead(match),
  component: Credits,
});

function Credits() {
  return <CreditsScreen mediaType="movie" id={Route.useParams().id} />;
}
