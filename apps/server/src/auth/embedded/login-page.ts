/**
 * The embedded provider's pages: a plain sign-in form (naming the demo accounts when they are
 * on), and the sign-out step. Server-rendered, no framework, no external assets.
 */
import { createHash } from 'node:crypto';
import type { DemoAccount } from './demo-accounts.ts';
import { STYLE, THEME_SCRIPT } from './sign-in-theme.ts';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Media Search</title><script>${THEME_SCRIPT}</script><style>${STYLE}</style></head>
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
${
  rows
    ? `<h2>Demo accounts</h2>
<p>This is a demo: anyone may use these accounts.</p>
<table><thead><tr><th scope="col">Username</th><th scope="col">Password</th></tr></thead><tbody>${rows}</tbody></table>`
    : ''
}`,
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
