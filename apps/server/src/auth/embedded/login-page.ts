/**
 * The embedded provider's pages: a plain sign-in form (naming the demo accounts when they are
 * on), and the sign-out step. Server-rendered, no framework, no external assets, in the
 * visitor's language (sign-in-text.ts).
 */
import { createHash } from 'node:crypto';
import type { DemoAccount } from './demo-accounts.ts';
import type { SignInText } from './sign-in-text.ts';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The app's dark theme (background #101418, primary #64b5f6, the system font stack, a 3 px
 * amber focus ring), sized so the whole form and the demo accounts fit the 400 × 600 popup.
 */
const STYLE = `
  :root { color-scheme: dark; }
  body { font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; margin: 0; padding: 16px; background: #101418; color: #fff; }
  main { max-width: 360px; margin: 0 auto; }
  h1 { font-size: 1.25rem; margin: 0 0 8px; }
  h2 { font-size: 1rem; margin: 16px 0 2px; }
  p { margin: 0; color: rgba(255, 255, 255, 0.78); }
  label { display: block; margin-top: 8px; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 8px 10px; margin-top: 2px; font: inherit; color: #fff; background: #1a2027; border: 1px solid #8a939e; border-radius: 4px; }
  button { margin-top: 14px; width: 100%; padding: 9px; font: inherit; font-weight: 600; color: rgba(0, 0, 0, 0.87); background: #64b5f6; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #90caf9; }
  :focus-visible { outline: 3px solid #ffb74d; outline-offset: 2px; }
  .error { margin: 0 0 4px; color: #ffb4ab; background: #3a1a1a; padding: 6px 10px; border-radius: 4px; }
  table { width: 100%; border-collapse: collapse; margin-top: 4px; }
  th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid #2e3740; }
  code { font-size: .95rem; color: #bbdefb; }
`;

function page(title: string, body: string, text: SignInText): string {
  return `<!doctype html><html lang="${text.language}"><head><meta charset="utf-8">
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
