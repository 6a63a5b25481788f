import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import type { SuggestionsHandle, SuggestionsState } from '../../search/views/SearchSuggestions';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Field';

/** The suggestions' script and query arrive on the search box's first focus, outside the page's first load. */
const SearchSuggestions = lazyNamed(
  () => import('../../search/views/SearchSuggestions'),
  (module) => module.SearchSuggestions,
);

/**
 * The header's search: a combobox whose list suggests products, categories and brands as the
 * shopper types; «Найти», or Enter with no suggestion chosen, searches the catalogue.
 */
export function HeaderSearch({ className, onSearch }: { className: string; onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const [list, setList] = useState<SuggestionsState>({ expanded: false });
  const suggestions = useRef<SuggestionsHandle>(null);
  const form = useRef<HTMLFormElement>(null);
  const listId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) onSearch(query.trim());
  };
  return (
    <form role="search" ref={form} onSubmit={submit} className={className}>
      <Input
        type="search"
        small
        role="combobox"
        aria-label="Поиск по каталогу"
        aria-autocomplete="list"
        // Named only while the list is there: a reference to nothing is invalid ARIA.
        aria-controls={list.expanded ? listId : undefined}
        aria-expanded={list.expanded}
        aria-activedescendant={list.activeId}
        autoComplete="off"
        placeholder="Поиск товаров"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => setSuggesting(true)}
        onKeyDown={(event) => suggestions.current?.onKeyDown(event)}
      />
      <Button type="submit" size="sm" variant="outline">
        Найти
      </Button>
      {suggesting && (
        <Suspense fallback={null}>
          <SearchSuggestions ref={suggestions} id={listId} query={query} area={form} onStateChange={setList} onOpen={() => setQuery('')} />
        </Suspense>
      )}
    </form>
  );
}
