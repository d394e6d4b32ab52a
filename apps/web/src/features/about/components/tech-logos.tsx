/** Plain emblems drawn for this page (no third-party artwork): front end, back end, data. */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

function Emblem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
      <Box
        component="svg"
        viewBox="0 0 96 96"
        role="img"
        aria-label={label}
        sx={{ width: 96, height: 96 }}
      >
        {children}
      </Box>
      <Typography component="figcaption" variant="subtitle2">
        {label}
      </Typography>
    </Box>
  );
}

export function TechLogos() {
  const { i18n } = useLingui();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
      <Emblem label={i18n._('about.emblem.frontEnd')}>
        <rect x="8" y="14" width="80" height="68" rx="10" fill="#1e3a5f" />
        <path
          d="M36 36 22 48l14 12M60 36l14 12-14 12"
          stroke="#64b5f6"
          strokeWidth="6"
          fill="none"
        />
      </Emblem>
      <Emblem label={i18n._('about.emblem.backEnd')}>
        {[14, 38, 62].map((y) => (
          <g key={y}>
            <rect x="12" y={y} width="72" height="20" rx="5" fill="#2e4d2e" />
            <circle cx="26" cy={y + 10} r="4" fill="#81c784" />
          </g>
        ))}
      </Emblem>
      <Emblem label={i18n._('about.emblem.data')}>
        <rect x="10" y="20" width="76" height="56" rx="6" fill="#3d2b4f" />
        {[14, 34, 54, 74].map((x) => (
          <rect key={x} x={x} y="24" width="8" height="8" rx="1" fill="#ce93d8" />
        ))}
        {[14, 34, 54, 74].map((x) => (
          <rect key={x} x={x} y="64" width="8" height="8" rx="1" fill="#ce93d8" />
        ))}
        <path d="M42 38v20l16-10z" fill="#ce93d8" />
      </Emblem>
    </Box>
  );
}
