/**
 * Counts as bars, for the eye only: the table beside it holds the same numbers for everyone,
 * screen readers included, so the chart is hidden from them rather than described twice.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

export interface CountChartProps {
  labels: readonly string[];
  counts: readonly number[];
  /** Horizontal bars leave room for long labels (genre names); vertical ones suit a scale. */
  layout: 'vertical' | 'horizontal';
  formatCount: (count: number) => string;
}

const BAR_HEIGHT = 32;

export function CountChart({ labels, counts, layout, formatCount }: CountChartProps) {
  const theme = useTheme();
  const band = { scaleType: 'band' as const, data: [...labels] };
  const values = { tickMinStep: 1, valueFormatter: formatCount };
  const horizontal = layout === 'horizontal';
  return (
    <Box aria-hidden sx={{ width: '100%' }}>
      <BarChart
        layout={layout}
        height={horizontal ? 40 + labels.length * BAR_HEIGHT : 220}
        xAxis={[horizontal ? values : band]}
        yAxis={[horizontal ? { ...band, width: 'auto' } : values]}
        series={[
          {
            data: [...counts],
            color: theme.palette.primary.main,
            valueFormatter: (v) => formatCount(v ?? 0),
          },
        ]}
        hideLegend
        // The table is the way through the numbers by keyboard: the chart takes no focus.
        disableKeyboardNavigation
        borderRadius={4}
        margin={{ left: 4, right: 12, top: 8, bottom: 4 }}
      />
    </Box>
  );
}
