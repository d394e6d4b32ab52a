/**
 * Every namespace (`locales/<namespace>/<language>.json`) speaks every language, and says the
 * same things in each: the same IDs, none empty, the same ICU arguments.
 */
import { readdirSync } from 'node:fs';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  namespaces as namespaceNames,
  readCatalogue,
  type Language,
} from '../src/index.ts';

type Catalogue = Record<string, unknown>;

/** `{ [namespace]: { [language]: catalogue } }`, from the files each folder has. */
const namespaces: Record<string, Record<string, Catalogue>> = {};
for (const namespace of namespaceNames()) {
  const files = readdirSync(new URL(`../locales/${namespace}/`, import.meta.url));
  for (const file of files) {
    const language = /^(.+)\.json$/.exec(file)?.[1];
    if (!language) throw new Error(`unexpected file locales/${namespace}/${file}`);
    (namespaces[namespace] ??= {})[language] = readCatalogue(namespace, language as Language);
  }
}

/** The names of a message's arguments (`{title}`, `{count, plural, …}`), nested ones too. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , cases] = token;
      if (name) names.add(name);
      if (cases && typeof cases === 'object')
        for (const branch of Object.values(cases)) if (Array.isArray(branch)) visit(branch);
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('exist', () => {
    expect(Object.keys(namespaces)).toContain('shell');
  });

  it('tell visitors nothing meant for whoever runs the server', () => {
    // Settings, variables and commands are the operator's: the README and the server's log
    // say them (issue 27: the demo catalogue's notice told every visitor to set a token).
    const operatorWords = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\bnpm\b|\.env\b/;
    const said = Object.entries(namespaces).flatMap(([, byLanguage]) =>
      Object.values(byLanguage).flatMap((catalogue) =>
        Object.entries(catalogue).filter(([, message]) => operatorWords.test(String(message))),
      ),
    );
    expect(said).toEqual([]);
  });

  describe.each(Object.entries(namespaces))('namespace %s', (namespace, byLanguage) => {
    const english = byLanguage.en ?? {};

    it('has a file for each language and none other', () => {
      expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
    });

    it('has messages, each ID starting with the namespace', () => {
      expect(Object.keys(english).length).toBeGreaterThan(0);
      for (const [id, message] of Object.entries(english)) {
        expect(id).toMatch(new RegExp(`^${namespace}\\.`));
        expect(message, id).toEqual(expect.stringMatching(/\S/));
      }
    });

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'has in %s exactly the IDs of English, each translated with the same arguments',
      (language) => {
        const translated = byLanguage[language] ?? {};
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [id, message] of Object.entries(translated)) {
          expect(message, `${language} ${id}`).toEqual(expect.stringMatching(/\S/));
          expect(argumentsOf(message as string), `${language} ${id}`).toEqual(
            argumentsOf(english[id] as string),
          );
        }
      },
    );
  });
});
