export const SHOP_NAME = 'Витрина';

/** The browser tab title of a page (React 19 hoists `<title>` into the head, on the server too). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} — ${SHOP_NAME}` : `${SHOP_NAME} — интернет-магазин одежды и обуви`}</title>;
}
