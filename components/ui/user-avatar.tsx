import styles from './user-avatar.module.css';

export interface UserAvatarProps {
  name: string;
  /** Image URL (or a local preview); initials are shown without one. */
  src: string | null;
  size?: number;
}

/** Up to two initials of a name ("Amina Rahman" → "AR"); "?" for none. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '');
  const initials = letters.length > 1 ? `${letters[0]}${letters[letters.length - 1]}` : letters[0];
  return initials ? initials.toLocaleUpperCase() : '?';
}

/** A round profile picture, or the name's initials on a brand tint. Decorative (alt=""). */
export function UserAvatar({ name, src, size = 36 }: UserAvatarProps) {
  const style = { inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.4) };
  return src ? (
    <img className={styles.avatar} src={src} alt="" width={size} height={size} style={style} />
  ) : (
    <span className={styles.avatar} style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
