/**
 * `/list/{id}`: a public list at its shared address, rendered on the server for anyone, with a
 * head that previews it (title, description, Open Graph, JSON-LD `ItemList`). A private list
 * and an id that names none are the not-found screen alike, as the API answers them.
 */
import { createFileRoute } from '@tanstack/react-router';
import { publicListQueryOptions } from '@/features/library/user-lists/api/public-list-queries.ts';
import { PublicListScreen } from '@/features/library/user-lists/components/public-list-screen.tsx';
import { publicListHead } from './-heads.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';

export const Route = createFileRoute('/list/$id')({
  loader: ({ context, params }) =>
    loadOrNotFound(context.queryClient.ensureQueryData(publicListQueryOptions(params.id)), 'List'),
  head: ({ match, params }) =>
    publicListHead(match, publicListQueryOptions(params.id).queryKey, params.id),
  component: PublicListRoute,
});

function PublicListRoute() {
  return <PublicListScreen listId={Route.useParams().id} />;
}
