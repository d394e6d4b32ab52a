/**
 * The embedded provider's pages: a plain sign-in form (naming the demo accounts when they are
 * on), and the sign-out step. Server-rendered, no framework, no external assets, in the
 * visitor's language (sign-in-text.ts).
 */
import { createHash } from 'node:crypto';
import type { DemoAccount } from './demo-accounts.ts';
import { STYLE, THEME_SCRIPT } from './sign-in-theme.ts';
import type { SignInText } from './sign-in-text.ts';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string, text: SignInText): string {
  return `<!doctype html><html lang="${text.language}"><head><meta charset="utf-8">
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
  /** The page's words, in the visitor's language. */
  text: SignInText;
}

export function renderLoginPage({
  action,
  csrfToken,
  accounts,
  username = '',
  error,
  text,
}: LoginPageOptions): string {
  const rows = accounts
    .map(
      (account) =>
        `<tr><td><code>${escapeHtml(account.username)}</code></td><td><code>${escapeHtml(account.password)}</code></td></tr>`,
    )
    .join('');
  return page(
    text.signInTitle,
    `<h1>${escapeHtml(text.signInHeading)}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">
  <label for="username">${escapeHtml(text.username)}</label>
  <input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}" ${username ? '' : 'autofocus'}>
  <label for="password">${escapeHtml(text.password)}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${username ? 'autofocus' : ''}>
  <button type="submit">${escapeHtml(text.signIn)}</button>
</form>
${
  rows
    ? `<h2>${escapeHtml(text.demoAccounts)}</h2>
<p>${escapeHtml(text.demoNote)}</p>
<table><thead><tr><th scope="col">${escapeHtml(text.username)}</th><th scope="col">${escapeHtml(text.password)}</th></tr></thead><tbody>${rows}</tbody></table>`
    : ''
}`,
    text,
  );
}

/** A sign-in step that can no longer go on: `heading` says which, and what to do instead. */
export function renderExpiredPage(heading: string, text: SignInText): string {
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text.startAgain)}</p>`,
    text,
  );
}

/** Submits the provider's sign-out form at once, so Log Out lands straight back on the app. */
const AUTO_SUBMIT = `document.getElementById('sign-out').click();`;
export const LOGOUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

export function renderLogoutPage(providerForm: string, text: SignInText): string {
  return page(
    text.signingOutTitle,
    `<h1>${escapeHtml(text.signingOut)}</h1>${providerForm}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(text.signOut)}</button>
<script>${AUTO_SUBMIT}</script>`,
    text,
  );
}
