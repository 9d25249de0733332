import type { MortgageCalculatorInput } from './requests/mortgage-requests';
import type { PageBaseProps } from './page-base-props';

/**
 * `/mortgage-calculator`: the inputs the page opens with (the URL's, else an example); their
 * calculation is prefetched under `mortgageKeys.calculation(initialInput)`.
 */
export interface MortgageCalculatorPageProps extends PageBaseProps {
  initialInput: MortgageCalculatorInput;
}
