import { createFileRoute } from '@tanstack/react-router';
import { collectionQueryOptions } from '@/features/collections/api/collection-queries.ts';
import { CollectionScreen } from '@/features/collections/components/collection-screen.tsx';
import { currentLanguage } from '@/lib/language.ts';
import { idParams } from './-id-params.ts';
import { collectionHead } from './-heads.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';

export const Route = createFileRoute('/collection/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(collectionQueryOptions(params.id, currentLanguage())),
      'Collection',
    ),
  head: ({ match, params }) =>
    collectionHead(match, collectionQueryOptions(params.id, currentLanguage()).queryKey, params.id),
  component: CollectionRoute,
});

function CollectionRoute() {
  return <CollectionScreen id={Route.useParams().id} />;
}
