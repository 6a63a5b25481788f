import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { ProductPageDocument, type ProductPageQuery } from '../../../generated/product/graphql';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage, errorCode } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { basketRefusal } from '../../cart/basket-refusal';
import { useAddToBasket } from '../../cart/use-add-to-basket';
import { Breadcrumbs } from '../../catalog/components/Breadcrumbs';
import { catalogUrls } from '../../catalog/urls';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { Price } from '../../shop/components/Price';
import { ProductPageSkeleton } from '../../shop/components/ProductSkeletons';
import { WishlistToggle } from '../../wishlist/views/WishlistToggle';
import { Stars } from '../../feedback/components/Stars';
import { formatRating, imageUrl, pluralRu } from '../../../shared/format/format';
import { usePublicUrl } from '../../../shared/routing/server-page';
import { useParams, useSearchParams } from '../../routing';
import { JsonLd } from '../../seo/JsonLd';
import { ErrorState } from '../../ui/ErrorState';
import { Heading, Stack, Text } from '../../ui/Text';
import { productDescription, productPictures, productStructuredData, type ShopTerms } from '../product-structured-data';
import { BuyBox } from '../components/BuyBox';
import { ProductGallery } from '../components/ProductGallery';
import { ProductParameters } from '../components/ProductParameters';
import { StickyBuyBar } from '../components/StickyBuyBar';
import { VariantPicker } from '../components/VariantPicker';
import { attributeOptions, choose, chosenVariant, hasSizes, initialChoice, shownVariant, type Attribute } from '../variant-choice';
import { FeedbackWhenNear } from './FeedbackWhenNear';
import styles from './ProductView.module.css';

type Product = ProductPageQuery['productByUrl'];

/** `/product/:url`: the product, or the 404 page when the shop does not know (or no longer sells) it. */
export function ProductView() {
  const { url = '' } = useParams<{ url: string }>();
  const { data, loading, error, refetch } = useQuery(ProductPageDocument, { variables: { url } });
  if (loading && !data) return <ProductPageSkeleton />;
  if (error && errorCode(error) === 'NOT_FOUND') return <NotFoundView />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  return <ProductDetails product={data.productByUrl} terms={{ deliveryMethods: data.deliveryMethods.rows, returnDays: data.shopSettings.returnDays }} />;
}

function ProductDetails({ product, terms }: { product: Product; terms: ShopTerms }) {
  const variants = product.productVariants;
  const [params, setParams] = useSearchParams();
  const wanted = params.get('variant');
  const [choice, setChoice] = useState(() => initialChoice(variants, wanted ? Number(wanted) : undefined));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const buyBox = useRef<HTMLDivElement>(null);
  const sizes = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<{ added: boolean; refusal?: string }>({ added: false });
  const addToBasket = useAddToBasket();
  const publicUrl = usePublicUrl();
  const variant = chosenVariant(variants, choice);
  const needsSize = !variant && choice.size === null && hasSizes(variants);
  const images = [...new Set([...(shownVariant(variants, choice)?.images ?? []), ...product.images])];

  /** «Выберите размер» takes the shopper to the sizes. */
  const chooseSize = () => {
    sizes.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    sizes.current?.querySelector('button')?.focus({ preventScroll: true });
  };

  /** The address follows the choice (CONTRACT §19), replacing itself so that Back leaves the product. */
  const pick = (attribute: Attribute, key: string) => {
    const next = choose(variants, choice, attribute, key);
    setChoice(next);
    setQuantity(1);
    setOutcome({ added: false });
    const chosen = chosenVariant(variants, next);
    if (chosen) setParams((current) => ({ ...Object.fromEntries(current), variant: String(chosen.id) }), { replace: true });
  };

  /** From the page's own block the outcome shows under the button; from the phone's bar, where that is out of sight, as a notice. */
  const add = async (fromBar = false) => {
    if (!variant) return;
    setAdding(true);
    setOutcome({ added: false });
    try {
      await addToBasket({ productVariantId: variant.id, quantity });
      setOutcome({ added: true });
      if (fromBar) notifySuccess('Товар добавлен в корзину', product.name);
    } catch (error) {
      const refusal = basketRefusal(error);
      setOutcome({ added: false, refusal });
      if (fromBar) notifyError(refusal);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack gap={6}>
      <PageTitle title={product.name} description={productDescription(product)} image={images.length ? imageUrl(images[0]) : productPictures(product)[0]} type="product" />
      <JsonLd data={productStructuredData(product, publicUrl, terms)} />
      <Breadcrumbs
        current={product.name}
        crumbs={[{ label: 'Каталог', to: catalogUrls.catalog }, ...product.categoryPath.map((category) => ({ label: category.name, to: catalogUrls.category(category.url) }))]}
      />
      <div className={styles.top}>
        <ProductGallery key={images.join()} images={images} name={product.name} />
        <Stack gap={5}>
          <Stack gap={1}>
            {product.brand && <Text tone="muted">{product.brand.name}</Text>}
            <Heading as="h1" size="2xl">
              {product.name}
            </Heading>
            {variant && (
              <Text size="sm" tone="muted">
                Артикул: {variant.sku}
              </Text>
            )}
            {product.reviewCount > 0 && (
              <Text size="sm">
                <Stars rating={product.rating} /> {formatRating(product.rating)} · {product.reviewCount} {pluralRu(product.reviewCount, ['отзыв', 'отзыва', 'отзывов'])}
              </Text>
            )}
          </Stack>
          {variant ? <Price price={variant.price} oldPrice={variant.oldPrice} size="lg" /> : product.price !== null && <Price price={product.price} oldPrice={product.oldPrice} size="lg" />}
          <div ref={sizes}>
            <VariantPicker label="Размер" options={attributeOptions(variants, choice, 'size')} selected={choice.size} onChoose={(key) => pick('size', key)} />
          </div>
          <VariantPicker label="Цвет" options={attributeOptions(variants, choice, 'color')} selected={choice.color} onChoose={(key) => pick('color', key)} />
          <VariantPicker label="Вариант" options={attributeOptions(variants, choice, 'variant')} selected={choice.variant} onChoose={(key) => pick('variant', key)} />
          {product.available ? (
            <div ref={buyBox}>
              <BuyBox variantId={variant?.id} stock={variant?.stock} needsSize={needsSize} onChooseSize={chooseSize} quantity={quantity} onQuantityChange={setQuantity} onAdd={() => void add()} adding={adding} {...outcome} />
            </div>
          ) : (
            // Shown, but not sold: a product without a price (imported from 1C without offers), as Ozon and Lamoda show one.
            <Text tone="muted" weight="medium">
              Нет в продаже
            </Text>
          )}
          <WishlistToggle productId={product.id} />
        </Stack>
      </div>
      {product.desc && (
        <Stack as="section" gap={3} aria-labelledby="product-description">
          <Heading as="h2" size="lg" id="product-description">
            Описание
          </Heading>
          <Text className={styles.description}>{product.desc}</Text>
        </Stack>
      )}
      <ProductParameters parameters={product.parameters} />
      <FeedbackWhenNear productId={product.id} reviewCount={product.reviewCount} />
      {product.available && (
        <StickyBuyBar
          watch={buyBox}
          name={product.name}
          price={variant?.price ?? product.price}
          oldPrice={variant ? variant.oldPrice : product.oldPrice}
          available={!!variant && variant.stock > 0}
          needsSize={needsSize}
          onChooseSize={chooseSize}
          adding={adding}
          onAdd={() => void add(true)}
        />
      )}
    </Stack>
  );
}
