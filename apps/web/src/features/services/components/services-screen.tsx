/**
 * "My services": the visitor's watch region and the services they have there. Each tick is
 * saved at once (the whole choice, as the API takes it); signed out, in this browser.
 */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Provider } from '@media-search/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RegionSelect } from '@/components/media/region-select.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { displayNames } from '@/lib/intl-formats.ts';
import {
  saveServices,
  useMyServices,
  useServicesAccount,
  type ChosenService,
} from '@/lib/my-services.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useWatchRegion } from '@/lib/watch-region.ts';
import { regionProvidersQueryOptions } from '../api/region-providers.ts';
import { keptIn, toggled } from '../lib/choice.ts';
import { ServicesPicker } from './services-picker.tsx';

interface Choice {
  region: string;
  providers: ChosenService[];
}

export function ServicesScreen() {
  const { i18n } = useLingui();
  const heading = i18n._('services.heading');
  usePageTitle(heading);
  const { isAuthenticated, login } = useAuth();
  const account = useServicesAccount();
  const queryClient = useQueryClient();
  const { services, isLoading } = useMyServices();
  const fallbackRegion = useWatchRegion();
  const save = useMutation({
    // One save at a time, in the order ticked: the last tick's choice is the one kept.
    scope: { id: 'my-services' },
    mutationFn: (choice: Choice) =>
      saveServices(queryClient, isAuthenticated ? account : undefined, choice),
  });
  // While a save is on its way, the ticks show what it saves.
  const shown: Choice = save.isPending
    ? save.variables
    : { region: services.region ?? fallbackRegion, providers: services.providers };
  const offered = useQuery(regionProvidersQueryOptions(shown.region));
  const regionName = displayNames(i18n.locale, { type: 'region' }).of(shown.region) ?? shown.region;

  const onToggle = (provider: Provider, on: boolean) =>
    save.mutate({
      region: shown.region,
      providers: toggled(shown.providers, provider, on, offered.data ?? []),
    });
  const onRegionChange = async (region: string) => {
    const list = await queryClient.fetchQuery(regionProvidersQueryOptions(region)).catch(() => []);
    save.mutate({ region, providers: keptIn(shown.providers, list) });
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom tabIndex={-1}>
        {heading}
      </Typography>
      <Typography sx={{ mb: 1 }}>{i18n._('services.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}>
        <Typography color="text.secondary">
          {isAuthenticated ? i18n._('services.keptInAccount') : i18n._('services.keptInBrowser')}
        </Typography>
        {!isAuthenticated && (
          <Button size="small" onClick={() => void login()}>
            {i18n._('library.login')}
          </Button>
        )}
      </Box>
      <Box sx={{ mb: 3 }}>
        <RegionSelect value={shown.region} onChange={(region) => void onRegionChange(region)} />
      </Box>
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => save.reset()}>
          {i18n._('services.saveFailed')}
        </Alert>
      )}
      {isLoading || offered.isPending ? (
        <CircularProgress aria-label={i18n._('services.loading')} />
      ) : offered.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void offered.refetch()}>
              {i18n._('services.retry')}
            </Button>
          }
        >
          {i18n._('services.loadFailed')}
        </Alert>
      ) : offered.data.length === 0 ? (
        <Alert severity="info">{i18n._('services.noneInRegion', { region: regionName })}</Alert>
      ) : (
        <ServicesPicker
          legend={i18n._('services.servicesIn', { region: regionName })}
          offered={offered.data}
          chosen={new Set(shown.providers.map((provider) => provider.providerId))}
          onToggle={onToggle}
        />
      )}
    </Container>
  );
}
