import type { TrainingSearchType } from '@/__generated__/types.ts';

/** The previous search (search, type), remembered for the session (docs/product.md §12.1). */
const SEARCH_KEY = 'portal.training.search';

export interface SavedSearch {
  search: string;
  type: TrainingSearchType | '';
}

/** The search of this visit to the app: leaving the screen and coming back keeps it. */
let remembered: SavedSearch | null = null;

/** Remembers a search at once (the typed text before its pause is over, too). */
export const persist = (search: SavedSearch): void => {
  remembered = search;
  sessionStorage.setItem(SEARCH_KEY, JSON.stringify(search));
};

export const readSaved = (): SavedSearch => {
  if (remembered) return remembered;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SEARCH_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'search' in parsed && 'type' in parsed) {
      const { search, type } = parsed as SavedSearch;
      return { search: typeof search === 'string' ? search : '', type: typeof type === 'string' ? type : '' };
    }
  } catch {
    // A damaged entry is the same as none.
  }
  return { search: '', type: '' };
};
