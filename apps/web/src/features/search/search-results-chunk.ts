/**
 * The results list loads on its own, after the search box: the first screen has no search to
 * show, so it should not wait for the grid, the cards and their images.
 */
export const loadSearchResults = () => import('./components/search-results.tsx');
