import { Icon, type IconProps } from '@/components/layout/icons';

/** Filled when `isOn` (a saved favourite). */
export const HeartIcon = ({ isOn = false, ...props }: IconProps & { isOn?: boolean }) => (
  <Icon {...props}>
    <path
      d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7.3 4.5 4.5 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z"
      fill={isOn ? 'currentColor' : 'none'}
    />
  </Icon>
);

export const HandIcon = ({ isOn = false, ...props }: IconProps & { isOn?: boolean }) => (
  <Icon {...props}>
    <path
      d="M8 11V5.5a1.5 1.5 0 0 1 3 0V10m0-1V4.5a1.5 1.5 0 0 1 3 0V10m0-4.5a1.5 1.5 0 0 1 3 0V13c0 4-2.5 7-6 7-2.6 0-4-1.3-5.5-3.5L4 13.5a1.6 1.6 0 0 1 2.6-1.8L8 13.5"
      fill={isOn ? 'currentColor' : 'none'}
      fillOpacity={isOn ? 0.15 : 0}
    />
  </Icon>
);

export const ShareIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="m8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6" />
  </Icon>
);

export const FlagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </Icon>
);
