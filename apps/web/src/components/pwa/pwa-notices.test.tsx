/** The offline banner and the update snackbar, in every language the app speaks. */
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@/lib/i18n/languages.ts';
import { setTestLanguage } from '@/testing/language.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { UpdateSnackbar } from './update-snackbar.tsx';

const OFFLINE: Record<Language, string> = {
  en: "You're offline.",
  de: 'Sie sind offline.',
  fr: 'Vous êtes hors ligne.',
  es: 'Estás sin conexión.',
};
const UPDATE: Record<Language, { message: string; reload: string; dismiss: string }> = {
  en: { message: 'Update available', reload: 'Reload', dismiss: 'Dismiss' },
  de: { message: 'Neue Version verfügbar', reload: 'Neu laden', dismiss: 'Schließen' },
  fr: { message: 'Mise à jour disponible', reload: 'Recharger', dismiss: 'Fermer' },
  es: { message: 'Actualización disponible', reload: 'Recargar', dismiss: 'Cerrar' },
};

afterEach(() => onlineManager.setOnline(true));

describe.each(LANGUAGES)('in %s', (language) => {
  beforeEach(() => setTestLanguage(language));

  it('says the visitor is offline only while they are', async () => {
    await renderWithApp(<OfflineBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE[language]);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a new version with Reload and Dismiss', async () => {
    const { message, reload, dismiss } = UPDATE[language];
    await renderWithApp(<UpdateSnackbar />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: reload })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: dismiss }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
