import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '@/theme/color-schemes.ts';
import { ThemeControl } from './theme-control.tsx';

const scheme = () => document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
});

describe('the Theme control', () => {
  it('starts on System, and a choice applies at once and is remembered', async () => {
    await renderWithApp(<ThemeControl />);
    const theme = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(theme).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(scheme()).toBe('light');
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('light');
  });

  it('shows a remembered choice', async () => {
    localStorage.setItem(MODE_STORAGE_KEY, 'dark');
    await renderWithApp(<ThemeControl />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});

describe.each(OTHER_LANGUAGES)('the Theme control in %s', (language) => {
  beforeEach(() => setTestLanguage(language));

  it('names itself and its options in the language', async () => {
    await renderWithApp(<ThemeControl />);
    const names = {
      de: ['Design', 'System', 'Hell', 'Dunkel'],
      fr: ['Thème', 'Système', 'Clair', 'Sombre'],
      es: ['Tema', 'Sistema', 'Claro', 'Oscuro'],
    }[language];
    const [label = '', ...options] = names;
    expect(screen.getByRole('radiogroup', { name: label })).toBeInTheDocument();
    for (const option of options)
      expect(screen.getByRole('radio', { name: option })).toBeInTheDocument();
  });
});
