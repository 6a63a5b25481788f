import { formatPrice } from '../../../shared/format/format';
import { productImageUrl } from '../../../shared/catalog/product-image';
import { suggestionGroups, type Suggestion } from '../suggestion-options';
import styles from './SuggestionList.module.css';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with the starts of its words that the shopper typed in bold: «<b>Плат</b>ье миди» for «плат». */
function Highlighted({ text, query }: { text: string; query: string }) {
  const words = query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (!words.length) return text;
  // The capture keeps the matches in split's answer, at the odd places.
  const parts = text.split(new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})`, 'giu'));
  return parts.map((part, index) =>
    index % 2 ? (
      <mark key={index} className={styles.typed}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

export interface SuggestionListProps {
  /** The listbox's id, which the search box names as the list it controls. */
  id: string;
  expanded: boolean;
  suggestions: Suggestion[];
  /** The suggestion chosen with the arrow keys, -1 for none. */
  activeIndex: number;
  /** What the shopper typed, shown in bold in the names. */
  query: string;
  onPick: (suggestion: Suggestion) => void;
}

/** Commas a screen reader says between the name, brand and price («Платье миди, Zarina, 4 990 ₽»), which the eye parts by layout. */
const pause = <span className="visually-hidden">, </span>;

/** The id of the suggestion at `index`, for the search box's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The suggestions under the search box: products with a small picture and the price, then
 * categories, then brands, each group under its title. The list takes no focus: the box keeps it
 * (a press on the list does not blur it), and the arrow keys move the choice.
 */
export function SuggestionList({ id, expanded, suggestions, activeIndex, query, onPick }: SuggestionListProps) {
  return (
    <div id={id} role="listbox" aria-label="Подсказки поиска" hidden={!expanded} className={styles.list} onMouseDown={(event) => event.preventDefault()}>
      {suggestionGroups.map(({ kind, title }) => {
        const members = suggestions.flatMap((suggestion, index) => (suggestion.kind === kind ? [{ suggestion, index }] : []));
        if (!members.length) return null;
        return (
          <div key={kind} role="group" aria-label={title}>
            <div className={styles.title} aria-hidden>
              {title}
            </div>
            {members.map(({ suggestion, index }) => (
              <div
                key={suggestion.key}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                onClick={() => onPick(suggestion)}
              >
                {kind === 'product' &&
                  (suggestion.image ? <img className={styles.picture} src={productImageUrl(suggestion.image, 'thumb')} alt="" width={40} height={40} /> : <span className={styles.picture} />)}
                <span className={styles.name}>
                  <Highlighted text={suggestion.name} query={query} />
                  {suggestion.brand && (
                    <>
                      {pause}
                      <span className={styles.brand}>{suggestion.brand}</span>
                    </>
                  )}
                </span>
                {suggestion.price != null && (
                  <>
                    {pause}
                    <span className={styles.price}>{formatPrice(suggestion.price)}</span>
                  </>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
