/**
 * The catalogue's read model (read-model/catalogue-entries.sql): every brand, colour, size and tag of a
 * product is one int in its entry's `facet_values`, the dictionary's id times 8 plus its kind, so
 * one GIN index serves every narrowing and one `unnest` counts every facet.
 */
export const facetKinds = { brand: 1, color: 2, size: 3, tag: 4 } as const;
export type FacetKind = keyof typeof facetKinds;

/** The largest id a facet value holds within PostgreSQL's int. */
const LARGEST_ID = Math.floor(2 ** 31 / 8) - 1;

/** A dictionary entry's facet value; an id no entry can have gives -1, which no product holds. */
export const facetValue = (kind: FacetKind, id: number): number => (id > 0 && id <= LARGEST_ID ? Math.trunc(id) * 8 + facetKinds[kind] : -1);
