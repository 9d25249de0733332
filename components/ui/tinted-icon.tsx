import type { CSSProperties } from 'react';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import styles from './tinted-icon.module.css';

export interface TintedIconProps {
  src: string;
  size?: number;
  className?: string;
}

function isSvg(src: string): boolean {
  return /\.svg(?:[?#].*)?$/i.test(src) || src.startsWith('data:image/svg+xml');
}

/**
 * A decorative icon from the catalogue (parameter, category). SVG icons are painted in the
 * site's icon colour (settings.svg_clr) through a CSS mask; other images are shown as they are.
 */
export function TintedIcon({ src, size = 18, className }: TintedIconProps) {
  const { svg_clr: color } = useSiteSettings();
  if (!isSvg(src)) {
    return (
      <img
        className={`${styles.image} ${className ?? ''}`}
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
      />
    );
  }
  const style = {
    '--tinted-icon-url': `url(${JSON.stringify(src)})`,
    '--tinted-icon-color': color || 'currentColor',
    inlineSize: size,
    blockSize: size,
  } as CSSProperties;
  return <span className={`${styles.mask} ${className ?? ''}`} style={style} aria-hidden="true" />;
}
