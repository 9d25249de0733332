/** A filter form whose minimum price is above its maximum (both given). */
export function hasPriceOrderError(data: FormData): boolean {
  const min = Number(data.get('min_price') || Number.NaN);
  const max = Number(data.get('max_price') || Number.NaN);
  return Number.isFinite(min) && Number.isFinite(max) && min > max;
}
