import { SubscribeForm } from '../../contact/components/SubscribeForm';
import { Heading, Stack, Text } from '../../ui/Text';
import type { InfoPageContent } from '../info-pages';
import { CheckoutMethodList } from './CheckoutMethodList';
import { CurrentPromotions } from './CurrentPromotions';
import { ContactForms, PickupPointList, ShopContactsSection } from './ShopInfo';
import styles from './InfoArticle.module.css';

/** An information page rendered from its content: title, lead and sections. */
export function InfoArticle({ page }: { page: InfoPageContent }) {
  return (
    <Stack as="article" gap={6} className={styles.article}>
      <Heading as="h1" size="3xl">
        {page.title}
      </Heading>
      <p className={styles.lead}>{page.lead}</p>
      {page.sections.map((section, index) => (
        <Stack as="section" gap={3} key={section.heading ?? index}>
          {section.heading && (
            <Heading as="h2" size="xl">
              {section.heading}
            </Heading>
          )}
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {section.items && (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.methods && <CheckoutMethodList kind={section.methods} />}
          {section.promotions && <CurrentPromotions />}
          {section.shop === 'contacts' && <ShopContactsSection />}
          {section.shop === 'pickupPoints' && <PickupPointList />}
          {section.contactForms && <ContactForms />}
          {section.subscribe && <SubscribeForm title="Подписаться на рассылку" id="subscribe" />}
          {section.steps && (
            <ol className={styles.steps}>
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
