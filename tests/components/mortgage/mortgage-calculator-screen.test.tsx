import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MortgageCalculatorScreen } from '@/components/mortgage/mortgage-calculator-screen';
import type { MortgageDto, MortgageYearDto } from '@/contracts/dto/mortgage-dto';
import { mortgageKeys } from '@/contracts/query-keys/mortgage-keys';
import type { MortgageCalculatorInput } from '@/contracts/requests/mortgage-requests';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';

const initialInput: MortgageCalculatorInput = {
  loan_amount: 300_000,
  down_payment: 60_000,
  interest_rate: 6,
  loan_term_years: 1,
  show_all_details: 1,
};

function aYear(year: number): MortgageYearDto {
  return {
    year,
    payment: '12000.00',
    principal: '11000.00',
    interest: '1000.00',
    balance: '0.00',
    months: Array.from({ length: 12 }, (_, index) => ({
      month: (year - 1) * 12 + index + 1,
      payment: '1000.00',
      principal: '916.67',
      interest: '83.33',
      balance: '0.00',
    })),
  };
}

function aResult(overrides: Partial<MortgageDto> = {}): MortgageDto {
  return {
    currency_code: 'USD',
    fraction_digits: 2,
    loan_amount: '300000.00',
    down_payment: '60000.00',
    principal_amount: '240000.00',
    interest_rate: 6,
    loan_term_years: 1,
    number_of_payments: 12,
    monthly_payment: '20655.58',
    last_payment: '20655.55',
    total_interest: '7866.93',
    total_payment: '247866.93',
    yearly_schedule: [aYear(1)],
    details_locked: false,
    ...overrides,
  };
}

function renderScreen(result: MortgageDto = aResult()) {
  return renderWithProviders(<MortgageCalculatorScreen initialInput={initialInput} />, {
    router: { pathname: '/mortgage-calculator', asPath: '/mortgage-calculator' },
    queryData: [[mortgageKeys.calculation(initialInput), result]],
  });
}

describe('MortgageCalculatorScreen', () => {
  beforeEach(() => {
    // The test QueryClient refetches the prefetched calculation on mount; the app's keeps it fresh.
    server.use(http.get(apiUrl('mortgage-calculator'), () => okEnvelope(aResult())));
  });

  it('shows the prefetched payment, totals and a yearly schedule whose year opens to its months', () => {
    renderScreen();
    expect(screen.getByTestId('monthly-payment').textContent).toBe('$20,655.58');
    expect(
      screen.getByText('The last payment is $20,655.55, so the loan is repaid to the last cent.'),
    ).toBeTruthy();
    expect(screen.getByTestId('total-interest').textContent).toBe('$7,866.93');
    expect(screen.getByRole('img', { name: /Principal and interest by year/ })).toBeTruthy();

    const table = screen.getByRole('table');
    expect(within(table).queryByText('Payment 1')).toBeNull();
    const year = within(table).getByRole('button', { name: 'Year 1' });
    expect(year.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(year);
    expect(year.getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getByText('Payment 1')).toBeTruthy();
    expect(within(table).getByText('Payment 12')).toBeTruthy();
  });

  it('sends the inputs to mortgage-calculator and shows the new payment', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(apiUrl('mortgage-calculator'), ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return okEnvelope(aResult({ monthly_payment: '1798.65', last_payment: '1798.65' }));
      }),
    );
    renderScreen();
    fireEvent.change(screen.getByLabelText('Loan amount'), { target: { value: '350000' } });
    fireEvent.change(screen.getByLabelText('Down payment'), { target: { value: '50000' } });
    fireEvent.change(screen.getByLabelText('Loan term (years)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    await waitFor(
      () => expect(screen.getByTestId('monthly-payment').textContent).toBe('$1,798.65'),
      // A loaded machine may take a while to answer the form's request.
      { timeout: 5000 },
    );
    expect(asked).toContainEqual({
      loan_amount: '350000',
      down_payment: '50000',
      interest_rate: '6',
      loan_term_years: '30',
      show_all_details: '1',
    });
  });

  it('marks a down payment as large as the loan with the schema’s message, without calling the server', async () => {
    const calls = vi.fn();
    server.use(
      http.get(apiUrl('mortgage-calculator'), ({ request }) => {
        calls(new URL(request.url).searchParams.get('down_payment'));
        return okEnvelope(aResult());
      }),
    );
    renderScreen();
    fireEvent.change(screen.getByLabelText('Down payment'), { target: { value: '300000' } });
    fireEvent.change(screen.getByLabelText('Interest rate (% a year)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(
        'The down payment must be less than the loan amount.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Enter the interest rate.')).toBeTruthy();
    expect(screen.getByLabelText('Down payment').getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toHaveBeenCalledWith('300000');
  });

  it('keeps the totals and explains the locked schedule when the server withholds it', () => {
    renderScreen(aResult({ yearly_schedule: null, details_locked: true }));
    expect(screen.getByTestId('monthly-payment').textContent).toBe('$20,655.58');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Detailed schedule' })).toBeTruthy();
  });
});
