/**
 * The embedded provider's pages: a plain sign-in form that names the demo accounts, and the
 * sign-out step. Server-rendered, no framework, no external assets.
 */
import { createHash } from 'node:crypto';
import type { DemoAccount } from './demo-accounts.ts';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px 16px; background: #f4f5f7; color: #1b1f24; }
  main { max-width: 360px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.3rem; margin: 0 0 16px; }
  label { display: block; margin-top: 12px; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 10px; margin-top: 4px; font: inherit; border: 1px solid #8a939e; border-radius: 4px; }
  button { margin-top: 20px; width: 100%; padding: 10px; font: inherit; font-weight: 600; color: #fff; background: #1565c0; border: 0; border-radius: 4px; cursor: pointer; }
  :focus-visible { outline: 3px solid #f9a825; outline-offset: 2px; }
  .error { color: #b71c1c; background: #fdecea; padding: 8px 12px; border-radius: 4px; }
  table { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: .95rem; }
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #e0e3e7; }
  code { font-size: .95rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Media Search</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface LoginPageOptions {
  action: string;
  csrfToken: string;
  accounts: DemoAccount[];
  username?: string;
  error?: string;
}

export function renderLoginPage({
  action,
  csrfToken,
  accounts,
  username = '',
  error,
}: LoginPageOptions): string {
  const rows = accounts
    .map(
      (account) =>
        `<tr><td><code>${escapeHtml(account.username)}</code></td><td><code>${escapeHtml(account.password)}</code></td></tr>`,
    )
    .join('');
  return page(
    'Sign in',
    `<h1>Sign in to Media Search</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">
  <label for="username">Username</label>
  <input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}" ${username ? '' : 'autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${username ? 'autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<h2 style="font-size:1rem;margin-top:24px">Demo accounts</h2>
<p>This is a demo: anyone may use these accounts.</p>
<table><thead><tr><th scope="col">Username</th><th scope="col">Password</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** Submits the provider's sign-out form at once, so Log Out lands straight back on the app. */
const AUTO_SUBMIT = `document.getElementById('sign-out').click();`;
export const LOGOUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

export function renderLogoutPage(providerForm: string): string {
  return page(
    'Signing out',
    `<h1>Signing you out…</h1>${providerForm}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>${AUTO_SUBMIT}</script>`,
  );
}
