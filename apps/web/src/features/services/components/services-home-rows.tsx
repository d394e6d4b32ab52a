/**
 * The home screen's rows for a signed-in visitor with services, above everyone's rows: their
 * watchlist's titles streaming on their services, and what is new on them. Loaded lazily and
 * only for a signed-in visitor (routes/index.tsx), so a signed-out `/` fetches none of it.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { RelatedTitles } from '@/components/media/related-titles.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { loadScreenMessages } from '@/lib/i18n/i18n.ts';
import { useMyServices, useServicesAccount, type MyServices } from '@/lib/my-services.ts';
import { newOnServicesOptions, watchlistOnServicesOptions } from '../api/services-rows.ts';

// The rows' text is among the other screens' (en-screens.ts), which `/` does not load itself.
const screenMessages = loadScreenMessages().catch(() => undefined);

function Rows({ services }: { services: MyServices & { region: string } }) {
  const { i18n } = useLingui();
  const account = useServicesAccount();
  const watchlist = useQuery(watchlistOnServicesOptions(account, services));
  const newest = useQuery(newOnServicesOptions(services, useCatalogueLanguage()));
  // A row that failed is left out: everyone's rows below still show.
  return (
    <Box>
      <RelatedTitles heading={i18n._('services.watchlistRow')} titles={watchlist.data ?? []} />
      <RelatedTitles heading={i18n._('services.newRow')} titles={newest.data ?? []} />
    </Box>
  );
}

export function ServicesHomeRows() {
  use(screenMessages);
  const { services } = useMyServices();
  const { region } = services;
  if (region === null || services.providers.length === 0) return null;
  return <Rows services={{ ...services, region }} />;
}
