import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { useCatalogueNames } from '@/hooks/use-catalogue-names';
import { paths } from '@/utils/paths';
import styles from './property-card.module.css';
import { TintedIcon } from '@/components/ui/tinted-icon';
import { ListingCard } from './listing-card';
import { placeText } from './place-text';
import { usePriceText } from './use-price-text';

export interface PropertyCardProps {
  property: PropertyCardDto;
  /** Heading level of the title, to fit the page's outline (h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** 'list': photo beside the text on wider screens (the property list's list view). */
  layout?: 'grid' | 'list';
  /** The photo is in the first screen: load it at once ('high': the page's main image). */
  eagerImage?: false | 'auto' | 'high';
}

/** "12 Palm Street, Dubai", without repeating the city when the address already names it. */
export function locationText(
  property: Pick<PropertyCardDto, 'address' | 'city' | 'state' | 'country'>,
): string {
  return placeText(property.address, property);
}

/** The listing's card photo, its full photo, or the site's placeholder. */
export function cardImage(property: PropertyCardDto, placeholder: string): string {
  return property.title_image_card || property.title_image || placeholder;
}

/** A listing as a card: photo, badges, price, title (the link), place, key facts, age. */
export function PropertyCard({
  property,
  headingLevel = 'h3',
  layout = 'grid',
  eagerImage = false,
}: PropertyCardProps) {
  const settings = useSiteSettings();
  const { t } = useSiteText();
  const { nameOf, choiceOf } = useCatalogueNames();
  const priceText = usePriceText();
  const isRent = property.property_type === 'rent';

  return (
    <ListingCard
      href={paths.propertyDetail(property.slug_id)}
      title={property.title}
      image={cardImage(property, settings.web_placeholder_logo)}
      headingLevel={headingLevel}
      layout={layout}
      eagerImage={eagerImage}
      badges={{
        label: t('property.badges_label'),
        items: [
          isRent
            ? { tone: 'rent', text: t('property.badge.rent') }
            : { tone: 'sale', text: t('property.badge.sale') },
          property.promoted && { tone: 'promoted', text: t('property.badge.promoted') },
          property.is_premium && { tone: 'premium', text: t('property.badge.premium') },
        ],
      }}
      price={priceText(property.price, isRent ? property.rentduration : null)}
      place={locationText(property)}
      category={property.category ? nameOf(property.category) : null}
      createdAt={property.created_at}
    >
      {property.parameters.length > 0 ? (
        <ul className={styles.parameters}>
          {property.parameters.slice(0, 3).map((parameter) => (
            <li key={parameter.id} className={styles.parameter} title={nameOf(parameter)}>
              {parameter.image ? <TintedIcon src={parameter.image} size={18} /> : null}
              <bdi className={styles.parameterValue}>{choiceOf(parameter, parameter.value)}</bdi>
              <span className={parameter.image ? 'visually-hidden' : styles.parameterName}>
                <bdi>{nameOf(parameter)}</bdi>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </ListingCard>
  );
}
