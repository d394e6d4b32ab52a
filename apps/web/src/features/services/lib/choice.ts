/** What a tick in the picker makes of the choice: pure, so the picker's rules are tested alone. */
import type { Provider } from '@media-search/api-client';
import type { ChosenService } from '@/lib/my-services.ts';

const chosen = ({ providerId, providerName, logoPath }: Provider): ChosenService => ({
  providerId,
  providerName,
  logoPath,
});

/** The choice with `provider` ticked or unticked, in the region list's order. */
export function toggled(
  current: readonly ChosenService[],
  provider: Provider,
  on: boolean,
  offered: readonly Provider[],
): ChosenService[] {
  const ids = new Set(current.map((service) => service.providerId));
  if (on) ids.add(provider.providerId);
  else ids.delete(provider.providerId);
  return offered.filter((service) => ids.has(service.providerId)).map(chosen);
}

/** What is kept of the choice in another region: the services that region offers too. */
export function keptIn(current: readonly ChosenService[], offered: readonly Provider[]) {
  const ids = new Set(current.map((service) => service.providerId));
  return offered.filter((service) => ids.has(service.providerId)).map(chosen);
}
