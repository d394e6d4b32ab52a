/**
 * English for the namespaces that only screens other than the search screen show (their lazy
 * routes): a chunk of its own, loaded before the first of them renders (routes/__root.tsx), so
 * the first screen does not carry it. en.ts holds the rest: keep the two lists in step (a new
 * namespace is in en.ts unless named in both).
 */
import type { Messages } from '@lingui/core';
import { mergeNamespaces } from '../merge-namespaces.ts';

export const messages = mergeNamespaces(
  import.meta.glob<Messages>(
    '@media-search/messages/locales/{about,calendar,collections,credits,crew,details,discover,favorites,favorites-io,forYou,history,movies,not-found,people,profile,ratings,services,shortcuts,suggestions,tv,user-lists,watched,watchlist,yourData}/en.json',
    { query: '?lingui', import: 'messages', eager: true },
  ),
);
