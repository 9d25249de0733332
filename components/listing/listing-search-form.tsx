import { useRouter } from 'next/router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { hasPriceOrderError } from './price-order';

export interface ListingSearchFormProps {
  /** The list page the form is sent to without scripts. */
  action: string;
  /** The search landmark's name. */
  label: string;
  className?: string;
  /**
   * With scripts: the list path of the filled fields (empty ones left out), or null to stay
   * (a field was refused).
   */
  pathOf: (data: FormData, form: HTMLFormElement) => string | null;
  children: ReactNode;
}

/**
 * A listing search or filter form: a plain GET form to a list page, so it works without
 * scripts; with them, the filled fields become the list's path and it opens in place.
 */
export function ListingSearchForm({
  action,
  label,
  className,
  pathOf,
  children,
}: ListingSearchFormProps) {
  const router = useRouter();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const path = pathOf(new FormData(form), form);
    if (path !== null) void router.push(path);
  };
  return (
    <form
      className={className}
      action={action}
      method="get"
      role="search"
      aria-label={label}
      onSubmit={handleSubmit}
    >
      {children}
    </form>
  );
}

/**
 * A filter form's price range check: a minimum above the maximum is refused with `message`
 * and the minimum gets the focus.
 */
export function usePriceOrder(message: string) {
  const [priceError, setPriceError] = useState<string | null>(null);
  const isInOrder = (data: FormData, form: HTMLFormElement): boolean => {
    if (hasPriceOrderError(data)) {
      setPriceError(message);
      form.querySelector<HTMLInputElement>('[name="min_price"]')?.focus();
      return false;
    }
    setPriceError(null);
    return true;
  };
  return { priceError, isInOrder };
}
