import { createFileRoute } from '@tanstack/react-router';
import { collectionQueryOptions } from '@/features/collections/api/collection-queries.ts';
import { CollectionScreen } from '@/features/collections/components/collection-screen.tsx';
import { idParams } from './-id-params.ts';
import { collectionHead } from './-heads.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';
import { languageOf } from './-render-context.ts';

export const Route = createFileRoute('/collection/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(collectionQueryOptions(params.id, languageOf(context))),
      'Collection',
    ),
  head: ({ match, params }) =>
    collectionHead(
      match,
      collectionQueryOptions(params.id, languageOf(match.context)).queryKey,
      params.id,
    ),
  component: CollectionRoute,
});

function CollectionRoute() {
  return <CollectionScreen id={Route.useParams().id} />;
}
