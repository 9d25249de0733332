import { Form, Formik } from 'formik';
import {
  mortgageCalculatorSchema,
  type MortgageCalculatorInput,
} from '@/contracts/requests/mortgage-requests';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { TextField } from '@/components/ui/text-field';
import styles from './mortgage-calculator.module.css';
import { labelAndHint } from '@/components/ui/label-and-hint';

type FormValues = Record<
  'loan_amount' | 'down_payment' | 'interest_rate' | 'loan_term_years',
  string
>;

export interface MortgageFormProps {
  initialInput: MortgageCalculatorInput;
  isBusy: boolean;
  onCalculate: (input: MortgageCalculatorInput) => void;
}

const toValues = (input: MortgageCalculatorInput): FormValues => ({
  loan_amount: String(input.loan_amount),
  down_payment: String(input.down_payment),
  interest_rate: String(input.interest_rate),
  loan_term_years: String(input.loan_term_years),
});

/** Digits and one decimal point only, as typed numbers (the schema checks the rest). */
const decimalOnly = (raw: string) => raw.replace(/[^\d.]/g, '');

/** The calculator's inputs, validated with the same schema as the `mortgage-calculator` call. */
export function MortgageForm({ initialInput, isBusy, onCalculate }: MortgageFormProps) {
  const { t } = useSiteText();
  const settings = useSiteSettings();
  const currency = settings.selected_currency_data.code;

  return (
    <Formik<FormValues>
      initialValues={toValues(initialInput)}
      validationSchema={mortgageCalculatorSchema}
      onSubmit={(values) => {
        const input = mortgageCalculatorSchema.cast({ ...values, show_all_details: 1 });
        onCalculate(input);
      }}
    >
      <Form className={styles.form} noValidate aria-labelledby="mortgage-form-title">
        <FocusFirstError />
        <h2 id="mortgage-form-title" className={styles.cardTitle}>
          {t('mortgage.form.title')}
        </h2>
        <TextField
          name="loan_amount"
          label={t('mortgage.fields.loan_amount')}
          hint={t('mortgage.fields.loan_amount_hint', { currency })}
          inputMode="decimal"
          autoComplete="off"
          transformValue={decimalOnly}
        />
        <TextField
          name="down_payment"
          {...labelAndHint(t, 'mortgage.fields.down_payment')}
          inputMode="decimal"
          autoComplete="off"
          transformValue={decimalOnly}
        />
        <div className={styles.pair}>
          <TextField
            name="interest_rate"
            label={t('mortgage.fields.interest_rate')}
            inputMode="decimal"
            autoComplete="off"
            transformValue={decimalOnly}
          />
          <TextField
            name="loan_term_years"
            label={t('mortgage.fields.loan_term_years')}
            inputMode="numeric"
            autoComplete="off"
            transformValue={(raw) => raw.replace(/\D/g, '')}
          />
        </div>
        <Button type="submit" isBusy={isBusy} isFullWidth>
          {t('mortgage.calculate')}
        </Button>
      </Form>
    </Formik>
  );
}
