/**
 * The embedded provider's pages in the visitor's language: the one the web app asked for with
 * the authorization request's `ui_locales` (its UI's language), else the browser's
 * `Accept-Language`, else English. "Log In" names the app's button as the app labels it.
 */
import { firstKnownLanguage, languageOfHeader, type ContentLanguage } from '../../languages.ts';

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

/** A wait in the language's words: seconds under a minute, else minutes rounded up. */
function wait(language: ContentLanguage, seconds: number): string {
  const minutes = seconds >= 60;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ? Math.ceil(seconds / 60) : seconds);
}

const TEXTS: Record<ContentLanguage, SignInText> = {
  en: {
    language: 'en',
    signInTitle: 'Sign in',
    signInHeading: 'Sign in to Media Search',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    demoAccounts: 'Demo accounts',
    demoNote: 'This is a demo: anyone may use these accounts.',
    noMatch: (demo) =>
      demo
        ? 'Those details do not match a demo account.'
        : 'Those details do not match an account.',
    tooManyTries: (seconds) =>
      `Too many sign-in attempts. Please wait ${wait('en', seconds)} and try again.`,
    expired: 'This sign-in has expired',
    formExpired: 'This sign-in form has expired',
    startAgain: 'Close this window and choose Log In again.',
    signingOutTitle: 'Signing out',
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
  },
  de: {
    language: 'de',
    signInTitle: 'Anmelden',
    signInHeading: 'Bei Media Search anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    signIn: 'Anmelden',
    demoAccounts: 'Demo-Konten',
    demoNote: 'Dies ist eine Demo: Alle dürfen diese Konten verwenden.',
    noMatch: (demo) =>
      demo ? 'Diese Angaben passen zu keinem Demo-Konto.' : 'Diese Angaben passen zu keinem Konto.',
    tooManyTries: (seconds) =>
      `Zu viele Anmeldeversuche. Bitte warten Sie ${wait('de', seconds)} und versuchen Sie es dann erneut.`,
    expired: 'Diese Anmeldung ist abgelaufen',
    formExpired: 'Dieses Anmeldeformular ist abgelaufen',
    startAgain: 'Schließen Sie dieses Fenster und wählen Sie erneut „Anmelden“.',
    signingOutTitle: 'Abmelden',
    signingOut: 'Sie werden abgemeldet …',
    signOut: 'Abmelden',
  },
  fr: {
    language: 'fr',
    signInTitle: 'Connexion',
    signInHeading: 'Connexion à Media Search',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    demoAccounts: 'Comptes de démonstration',
    demoNote: 'Ceci est une démo : tout le monde peut utiliser ces comptes.',
    noMatch: (demo) =>
      demo
        ? 'Ces identifiants ne correspondent à aucun compte de démonstration.'
        : 'Ces identifiants ne correspondent à aucun compte.',
    tooManyTries: (seconds) =>
      `Trop de tentatives de connexion. Veuillez patienter ${wait('fr', seconds)} avant de réessayer.`,
    expired: 'Cette connexion a expiré',
    formExpired: 'Ce formulaire de connexion a expiré',
    startAgain: 'Fermez cette fenêtre et choisissez à nouveau « Se connecter ».',
    signingOutTitle: 'Déconnexion',
    signingOut: 'Déconnexion en cours…',
    signOut: 'Se déconnecter',
  },
  es: {
    language: 'es',
    signInTitle: 'Iniciar sesión',
    signInHeading: 'Inicia sesión en Media Search',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    demoAccounts: 'Cuentas de demostración',
    demoNote: 'Esto es una demo: cualquiera puede usar estas cuentas.',
    noMatch: (demo) =>
      demo
        ? 'Esos datos no coinciden con ninguna cuenta de demostración.'
        : 'Esos datos no coinciden con ninguna cuenta.',
    tooManyTries: (seconds) =>
      `Demasiados intentos de inicio de sesión. Espera ${wait('es', seconds)} y vuelve a intentarlo.`,
    expired: 'Este inicio de sesión ha caducado',
    formExpired: 'Este formulario de inicio de sesión ha caducado',
    startAgain: 'Cierra esta ventana y vuelve a elegir «Iniciar sesión».',
    signingOutTitle: 'Cerrando sesión',
    signingOut: 'Cerrando tu sesión…',
    signOut: 'Cerrar sesión',
  },
};

/**
 * The pages' text for a request: `uiLocales` is the OpenID `ui_locales` parameter (language tags
 * separated by spaces, preferred first), when the request carried one.
 */
export function signInText(uiLocales: unknown, acceptLanguage: string | undefined): SignInText {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ').filter(Boolean) : [];
  return TEXTS[firstKnownLanguage(asked) ?? languageOfHeader(acceptLanguage)];
}
