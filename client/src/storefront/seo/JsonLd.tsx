/**
 * Structured data for search engines (schema.org as JSON-LD). A data block, never run, so the
 * security policy that allows no inline scripts does not apply; `<` is escaped so no text can close it.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') }} />;
}
