import { usePackages } from '@/api/packages/get-packages';
import { PackageEndingReminder } from './package-ending-reminder';

/** The reminder of packages ending soon, wherever the user lands (the dashboard). */
export function HeldPackageReminder() {
  const { data } = usePackages();
  return data ? <PackageEndingReminder held={data.active_packages} /> : null;
}
