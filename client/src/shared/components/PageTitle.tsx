import { createContext, useContext } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePublicUrl } from '../routing/server-page';

export const SHOP_NAME = 'Витрина';
/** The shop's name as the Admin keeps it in the shop settings (CONTRACT §19), for titles and the header; «Витрина» until known. */
export const ShopNameContext = createContext(SHOP_NAME);
/** The picture a shared link shows when the page has none of its own. */
export const SHOP_PICTURE = '/og-image.png';
const DESCRIPTION_LENGTH = 160;

/** Plain text of at most 160 characters, cut at a word. */
export function shortDescription(text: string | null | undefined): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

interface PageTitleProps {
  title?: string;
  description?: string | null;
  /** A picture's address: absolute, or a path of the shop. */
  image?: string;
  type?: 'website' | 'product' | 'article';
}

/**
 * The page's head (CONTRACT §8): title, description, canonical address (PUBLIC_URL, the path and
 * only the page number of the query) and Open Graph. React 19 hoists these into the head, on the
 * server too, where the renderer moves them into the page's `<head>`.
 */
export function PageTitle({ title, description, image, type = 'website' }: PageTitleProps) {
  const publicUrl = usePublicUrl();
  // wouter reads the browser's address (or the server's, inside its router) under either router.
  const [pathname] = useLocation();
  const page = new URLSearchParams(useSearch()).get('page');
  const canonical = `${publicUrl}${pathname}${page && page !== '1' ? `?page=${encodeURIComponent(page)}` : ''}`;
  const shopName = useContext(ShopNameContext);
  const fullTitle = title ? `${title} — ${shopName}` : `${shopName} — интернет-магазин одежды и обуви`;
  const text = shortDescription(description) || `${shopName} — интернет-магазин одежды и обуви с доставкой по всей России.`;
  const picture = image ?? SHOP_PICTURE;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={/^https?:\/\//.test(picture) ? picture : `${publicUrl}${picture}`} />
    </>
  );
}
