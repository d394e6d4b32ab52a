import { createFileRoute } from '@tanstack/react-router';
import { collectionQueryOptions } from '@/features/collections/api/collection-queries.ts';
import { CollectionScreen } from '@/features/collections/components/collection-screen.tsx';
import { currentLanguage } from '@/lib/language.ts';
import { idParams } from './-id-params.ts';
import { loadOrNotFound } from './-load-or-not-found.ts';

export const Route = createFileRoute('/collection/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(
      context.queryClient.ensureQueryData(collectionQueryOptions(params.id, currentLanguage())),
      'Collection',
    ),
  component: CollectionRoute,
});

function CollectionRoute() {
  return <CollectionScreen id={Route.useParams().id} />;
}
