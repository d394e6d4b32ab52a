/**
 * The region's services as labelled checkboxes, each with its logo and name: Tab reaches each,
 * Space ticks it. They keep the region's order (most prominent first): a ticked box that moved
 * would take the keyboard's place with it.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { Provider } from '@media-search/api-client';
import { ProviderName } from '@/components/media/provider-name.tsx';

interface ServicesPickerProps {
  legend: string;
  offered: readonly Provider[];
  chosen: ReadonlySet<number>;
  onToggle: (provider: Provider, on: boolean) => void;
  disabled?: boolean;
}

export function ServicesPicker({
  legend,
  offered,
  chosen,
  onToggle,
  disabled,
}: ServicesPickerProps) {
  const { i18n } = useLingui();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
        {i18n._('services.chosenCount', { count: chosen.size })}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          gap: 0.5,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {offered.map((provider) => (
          <li key={provider.providerId}>
            <FormControlLabel
              sx={{ mx: 0, width: '100%', gap: 0.5 }}
              control={
                <Checkbox
                  checked={chosen.has(provider.providerId)}
                  onChange={(_event, on) => onToggle(provider, on)}
                  disabled={disabled}
                />
              }
              label={
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <ProviderName provider={provider} logoWidth={32} />
                </Box>
              }
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
