/**
 * The signed-in visitor's statistics, counted by the API: its genre names in the UI's language,
 * and "this year" the visitor's own calendar year (not the server's, which may already be in
 * another).
 */
import { getProfileOptions } from '@media-search/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context.ts';
import { languageParam, useCatalogueLanguage } from '@/lib/catalogue-language.ts';

export function useProfile() {
  const { isAuthenticated } = useAuth();
  const language = useCatalogueLanguage();
  return useQuery({
    ...getProfileOptions({
      query: { year: new Date().getFullYear(), ...languageParam(language) },
    }),
    // Watches and ratings change on other screens: each visit counts afresh.
    staleTime: 0,
    enabled: isAuthenticated,
  });
}
