import { useQuery } from '@apollo/client/react';
import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { SearchSuggestDocument } from '../../../generated/search/graphql';
import { useNavigate } from '../../routing';
import { optionId, SuggestionList } from '../components/SuggestionList';
import { MIN_QUERY_LENGTH, suggestionsOf, type Suggestion } from '../suggestion-options';
import { useDebouncedValue } from '../../ui/use-debounced-value';

const TYPING_PAUSE_MS = 150;

/** What the search box announces: whether the list is open and which suggestion is chosen. */
export interface SuggestionsState {
  expanded: boolean;
  activeId?: string;
}

/** The search box hands its keys to the list. */
export interface SuggestionsHandle {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export interface SearchSuggestionsProps {
  ref: Ref<SuggestionsHandle>;
  /** The listbox's id. */
  id: string;
  /** The search box's text as typed. */
  query: string;
  /** The search form: focus leaving the box closes the list. */
  area: RefObject<HTMLElement | null>;
  onStateChange: (state: SuggestionsState) => void;
  /** A suggestion was opened. */
  onOpen: () => void;
}

/**
 * The header search's suggestions (the WAI-ARIA combobox pattern): asked for once typing pauses
 * with 2 characters or more; ↓ and ↑ move the choice, Enter opens the chosen one (or, with none,
 * the form searches as usual), Escape or leaving the box closes the list, typing opens it again.
 */
export function SearchSuggestions({ ref, id, query, area, onStateChange, onOpen }: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const typed = useDebouncedValue(query.trim(), TYPING_PAUSE_MS);
  const asking = typed.length >= MIN_QUERY_LENGTH;
  const { data, previousData } = useQuery(SearchSuggestDocument, { variables: { q: typed }, skip: !asking });
  const answer = data ?? previousData;
  const suggestions = asking && query.trim().length >= MIN_QUERY_LENGTH && answer ? suggestionsOf(answer.searchSuggest) : [];
  const [closed, setClosed] = useState(false);
  const [lastQuery, setLastQuery] = useState(query);
  if (lastQuery !== query) {
    // Typing opens the list again.
    setLastQuery(query);
    setClosed(false);
  }
  const [cursor, setCursor] = useState({ typed: '', index: -1 });
  const expanded = suggestions.length > 0 && !closed;
  // A choice made among the previous words' suggestions lapses when new ones come.
  const activeIndex = expanded && cursor.typed === typed && cursor.index < suggestions.length ? cursor.index : -1;
  const activeId = activeIndex >= 0 ? optionId(id, activeIndex) : undefined;

  useEffect(() => onStateChange({ expanded, activeId }), [expanded, activeId, onStateChange]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  useEffect(() => {
    const form = area.current;
    const close = () => setClosed(true);
    form?.addEventListener('focusout', close);
    return () => form?.removeEventListener('focusout', close);
  }, [area]);

  const open = (suggestion: Suggestion) => {
    setClosed(true);
    onOpen();
    navigate(suggestion.href);
  };
  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    const from = activeIndex < 0 ? (step === 1 ? -1 : count) : activeIndex;
    setClosed(false);
    setCursor({ typed, index: (from + step + count) % count });
  };
  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && suggestions.length) {
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter' && activeIndex >= 0) {
        event.preventDefault();
        open(suggestions[activeIndex]);
      } else if (event.key === 'Enter' || (event.key === 'Escape' && expanded)) {
        // Escape would also clear a search box's text: only the list closes.
        if (event.key === 'Escape') event.preventDefault();
        setClosed(true);
      }
    },
  }));

  return <SuggestionList id={id} expanded={expanded} suggestions={suggestions} activeIndex={activeIndex} query={query} onPick={open} />;
}
