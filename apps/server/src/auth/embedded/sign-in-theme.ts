/**
 * The look of the embedded provider's pages (login-page.ts): the web app's two colour schemes
 * (apps/web/src/theme/theme.ts), in the one the visitor chose in the app, else the device's.
 * The pages share the app's origin, so a small script reads the choice where MUI keeps it.
 */
import { createHash } from 'node:crypto';

/** Each scheme's colours: the app's background and blue accent, the amber focus ring; 4.5:1 or more. */
const SCHEMES = {
  dark: {
    'color-scheme': 'dark',
    '--page': '#101418',
    '--text': '#fff',
    '--muted': 'rgba(255, 255, 255, 0.78)',
    '--field': '#1a2027',
    '--field-border': '#8a939e',
    '--accent': '#64b5f6',
    '--accent-hover': '#90caf9',
    '--on-accent': 'rgba(0, 0, 0, 0.87)',
    '--ring': '#ffb74d',
    '--error': '#ffb4ab',
    '--error-back': '#3a1a1a',
    '--rule': '#2e3740',
    '--code': '#bbdefb',
  },
  light: {
    'color-scheme': 'light',
    '--page': '#f3f5f8',
    '--text': 'rgba(0, 0, 0, 0.87)',
    '--muted': 'rgba(0, 0, 0, 0.68)',
    '--field': '#fff',
    '--field-border': '#6b737c',
    '--accent': '#1565c0',
    '--accent-hover': '#0d47a1',
    '--on-accent': '#fff',
    '--ring': '#a34f00',
    '--error': '#8c1d18',
    '--error-back': '#fde8e7',
    '--rule': '#d5dbe2',
    '--code': '#0d47a1',
  },
} as const;

const declarations = (scheme: keyof typeof SCHEMES) =>
  Object.entries(SCHEMES[scheme])
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

/**
 * The web app's attribute for the scheme and MUI's key for the remembered choice ('light',
 * 'dark' or 'system'), as apps/web/src/theme/color-schemes.ts names them.
 */
const SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
const MODE_STORAGE_KEY = 'mui-mode';

/** Marks the page with the visitor's chosen scheme; 'system' (or none) leaves it to CSS. */
export const THEME_SCRIPT = `try{var m=localStorage.getItem('${MODE_STORAGE_KEY}');if(m==='light'||m==='dark')document.documentElement.setAttribute('${SCHEME_ATTRIBUTE}',m)}catch(e){}`;
/** The CSP source that lets THEME_SCRIPT run, and no other inline script. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** The pages' style, sized so the whole form and the demo accounts fit the 400 × 600 popup. */
export const STYLE = `
  :root { ${declarations('dark')} }
  @media (prefers-color-scheme: light) { :root { ${declarations('light')} } }
  :root[${SCHEME_ATTRIBUTE}="light"] { ${declarations('light')} }
  :root[${SCHEME_ATTRIBUTE}="dark"] { ${declarations('dark')} }
  body { font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; margin: 0; padding: 16px; background: var(--page); color: var(--text); }
  main { max-width: 360px; margin: 0 auto; }
  h1 { font-size: 1.25rem; margin: 0 0 8px; }
  h2 { font-size: 1rem; margin: 16px 0 2px; }
  p { margin: 0; color: var(--muted); }
  label { display: block; margin-top: 8px; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 8px 10px; margin-top: 2px; font: inherit; color: var(--text); background: var(--field); border: 1px solid var(--field-border); border-radius: 4px; }
  button { margin-top: 14px; width: 100%; padding: 9px; font: inherit; font-weight: 600; color: var(--on-accent); background: var(--accent); border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: var(--accent-hover); }
  :focus-visible { outline: 3px solid var(--ring); outline-offset: 2px; }
  .error { margin: 0 0 4px; color: var(--error); background: var(--error-back); padding: 6px 10px; border-radius: 4px; }
  table { width: 100%; border-collapse: collapse; margin-top: 4px; }
  th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid var(--rule); }
  code { font-size: .95rem; color: var(--code); }
`;
