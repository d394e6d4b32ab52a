/**
 * The server's words in each language, from the message catalogues the web app speaks too
 * (packages/messages): its sign-in pages. Read and compiled with Lingui once, at
 * start, into one Lingui instance per language. An ID no catalogue has is a bug, which
 * packages/messages' check on the code catches; here it throws rather than show the ID.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readCatalogues, type Catalogue } from '@media-search/messages';
import { CONTENT_LANGUAGES, type ContentLanguage } from './languages.ts';

function compile(catalogue: Catalogue): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [id, compileMessageOrThrow(message)]),
  );
}

const catalogues = readCatalogues();

const instances = Object.fromEntries(
  CONTENT_LANGUAGES.map((language) => [
    language,
    setupI18n({
      locale: language,
      messages: { [language]: compile(catalogues[language]) },
      missing: (locale, id) => {
        throw new Error(`No message "${id}" in the "${locale}" catalogues`);
      },
    }),
  ]),
) as Record<ContentLanguage, I18n>;

/** The Lingui instance of a language, its catalogues loaded: `messagesIn('de')._('sign-in.…')`. */
export function messagesIn(language: ContentLanguage): I18n {
  return instances[language];
}
