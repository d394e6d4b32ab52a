/**
 * The embedded provider's pages in the visitor's language: the one the web app asked for with
 * the authorization request's `ui_locales` (its UI's language), else the browser's
 * `Accept-Language`, else English. Their words are the catalogues' `sign-in` namespace
 * (packages/messages), read at start; "Log In" there names the app's button as the app labels it.
 */
import {
  CONTENT_LANGUAGES,
  firstKnownLanguage,
  languageOfHeader,
  type ContentLanguage,
} from '../../languages.ts';
import { messagesIn } from '../../messages.ts';

export interface SignInText {
  language: ContentLanguage;
  signInTitle: string;
  signInHeading: string;
  username: string;
  password: string;
  signIn: string;
  demoAccounts: string;
  demoNote: string;
  /** Wrong details: one message, whichever was wrong. */
  noMatch: (demo: boolean) => string;
  /** Past a limit on password tries, for this client or this account: one message for both. */
  tooManyTries: (retryAfterSeconds: number) => string;
  expired: string;
  formExpired: string;
  startAgain: string;
  signingOutTitle: string;
  signingOut: string;
  signOut: string;
}

/** The pages' words in one language, from its catalogues (the `sign-in` namespace). */
function textIn(language: ContentLanguage): SignInText {
  const i18n = messagesIn(language);
  return {
    language,
    signInTitle: i18n._('sign-in.title'),
    signInHeading: i18n._('sign-in.heading'),
    username: i18n._('sign-in.username'),
    password: i18n._('sign-in.password'),
    signIn: i18n._('sign-in.submit'),
    demoAccounts: i18n._('sign-in.demoAccounts'),
    demoNote: i18n._('sign-in.demoNote'),
    noMatch: (demo) => (demo ? i18n._('sign-in.noMatchDemo') : i18n._('sign-in.noMatch')),
    // The wait in seconds under a minute, else in minutes rounded up.
    tooManyTries: (seconds) =>
      seconds < 60
        ? i18n._('sign-in.tooManyTriesSeconds', { seconds })
        : i18n._('sign-in.tooManyTriesMinutes', { minutes: Math.ceil(seconds / 60) }),
    expired: i18n._('sign-in.expired'),
    formExpired: i18n._('sign-in.formExpired'),
    startAgain: i18n._('sign-in.startAgain'),
    signingOutTitle: i18n._('sign-in.signingOutTitle'),
    signingOut: i18n._('sign-in.signingOut'),
    signOut: i18n._('sign-in.signOut'),
  };
}

const TEXTS = Object.fromEntries(
  CONTENT_LANGUAGES.map((language) => [language, textIn(language)]),
) as Record<ContentLanguage, SignInText>;

/**
 * The pages' text for a request: `uiLocales` is the OpenID `ui_locales` parameter (language tags
 * separated by spaces, preferred first), when the request carried one.
 */
export function signInText(uiLocales: unknown, acceptLanguage: string | undefined): SignInText {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ').filter(Boolean) : [];
  return TEXTS[firstKnownLanguage(asked) ?? languageOfHeader(acceptLanguage)];
}
