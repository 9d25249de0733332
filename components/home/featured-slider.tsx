import Link from 'next/link';
import { useRef } from 'react';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { ChevronEndIcon, ChevronStartIcon, MapPinIcon } from '@/components/layout/icons';
import { useHydrated } from '@/components/layout/use-hydrated';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import styles from './featured-slider.module.css';
import { HomeSection } from '@/components/ui/home-section';
import { cardImage } from '@/components/listing/property-card';
import { usePriceText } from '@/components/listing/use-price-text';

export interface FeaturedSliderProps {
  properties: readonly PropertyCardDto[];
}

/** Scrolls the track by one slide towards the inline end (+1) or start (-1), wrapping round. */
function scrollTrack(track: HTMLElement, step: 1 | -1): void {
  const slide = track.querySelector('li');
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  const distance = (slide?.getBoundingClientRect().width ?? track.clientWidth) + gap;
  const isRtl = getComputedStyle(track).direction === 'rtl';
  const travelled = Math.abs(track.scrollLeft);
  const room = track.scrollWidth - track.clientWidth;
  const behavior: ScrollBehavior = 'smooth';
  if (step === 1 && travelled >= room - 2) {
    track.scrollTo({ left: 0, behavior });
  } else if (step === -1 && travelled <= 2) {
    track.scrollTo({ left: isRtl ? -room : room, behavior });
  } else {
    track.scrollBy({ left: distance * step * (isRtl ? -1 : 1), behavior });
  }
}

/** The slider advertisements: big photos in a scroll-snapping row, with buttons once scripted. */
export function FeaturedSlider({ properties }: FeaturedSliderProps) {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const priceText = usePriceText();
  const isHydrated = useHydrated();
  const trackRef = useRef<HTMLUListElement>(null);

  if (properties.length === 0) return null;

  const move = (step: 1 | -1) => {
    if (trackRef.current) scrollTrack(trackRef.current, step);
  };

  const controls =
    isHydrated && properties.length > 1 ? (
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => move(-1)}>
          <ChevronStartIcon size={22} className="flip-rtl" />
          <span className="visually-hidden">{t('home.slider.previous')}</span>
        </button>
        <button type="button" className={styles.control} onClick={() => move(1)}>
          <ChevronEndIcon size={22} className="flip-rtl" />
          <span className="visually-hidden">{t('home.slider.next')}</span>
        </button>
      </div>
    ) : null;

  return (
    <HomeSection
      title={t('home.slider.title')}
      subtitle={t('home.slider.subtitle')}
      actions={controls}
    >
      <ul ref={trackRef} className={styles.track} tabIndex={0} aria-label={t('home.slider.label')}>
        {properties.map((property, index) => {
          const isRent = property.property_type === 'rent';
          const price = priceText(property.price, isRent ? property.rentduration : null);
          return (
            <li key={property.id} className={styles.slide}>
              <Link
                href={paths.propertyDetail(property.slug_id)}
                prefetch={false}
                className={styles.link}
              >
                <img
                  className={styles.image}
                  src={cardImage(property, settings.web_placeholder_logo)}
                  alt={property.title}
                  width={1200}
                  height={675}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span className={styles.overlay}>
                  <span className={styles.badge}>{t('property.badge.featured')}</span>
                  <span className={styles.price}>
                    {price.amount}
                    {price.per ? <span className={styles.per}>{price.per}</span> : null}
                  </span>
                  <span className={styles.title}>{property.title}</span>
                  <span className={styles.city}>
                    <MapPinIcon size={16} />
                    {property.city}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
