import english from '@/locales/en.json';
import { readFieldMessage } from '@/contracts/field-message';

/**
 * The API's English field errors by key: the wording the API has always answered (the forms'
 * sentences in locales/en.json are worded for people reading a form). A key not listed here
 * answers its locales/en.json sentence.
 */
const apiSentences: Readonly<Record<string, string>> = {
  'validation.contact.first_name_required': 'Enter your first name',
  'validation.contact.first_name_too_long': 'The first name is at most {max} characters',
  'validation.contact.last_name_too_long': 'The last name is at most {max} characters',
  'validation.contact.message_required': 'Write the message you want to send',
  'validation.contact.message_too_long': 'The message is at most {max} characters',
  'validation.contact.subject_required': 'Enter a subject',
  'validation.contact.subject_too_long': 'The subject is at most {max} characters',
  'validation.email_required': 'Enter your email address',
  'validation.feed.interest_required': 'Choose at least one interest',
  'validation.feed.price_number': 'Enter the prices as numbers, like 1000 or 1499.99',
  'validation.feed.price_order': 'The minimum price cannot be above the maximum',
  'validation.mortgage.amount_decimals': 'Amounts can have at most 2 decimals',
  'validation.mortgage.down_payment_below_loan':
    'The down payment must be less than the loan amount',
  'validation.mortgage.down_payment_negative': 'The down payment cannot be negative',
  'validation.mortgage.down_payment_number': 'The down payment must be a number',
  'validation.mortgage.interest_rate_decimals': 'The interest rate can have at most 3 decimals',
  'validation.mortgage.interest_rate_number': 'The interest rate must be a number',
  'validation.mortgage.interest_rate_range': 'The interest rate is between 0 and 100 %',
  'validation.mortgage.interest_rate_required': 'Enter the interest rate',
  'validation.mortgage.loan_amount_number': 'The loan amount must be a number',
  'validation.mortgage.loan_amount_positive': 'The loan amount must be more than 0',
  'validation.mortgage.loan_amount_required': 'Enter the loan amount',
  'validation.mortgage.loan_amount_too_large': 'The loan amount is too large',
  'validation.mortgage.loan_term_range': 'The loan term is between 1 and 50 years',
  'validation.mortgage.loan_term_required': 'Enter the loan term',
  'validation.mortgage.loan_term_whole': 'The loan term must be a whole number of years',
  'validation.verification.file': 'Choose a JPEG, PNG or PDF file',
  'validation.verification.file_too_large': 'The file is too large (at most 5 MB)',
  'validation.verification.number': 'Enter a number, like 12 or 3.5',
  'validation.verification.one_value': 'Give one answer here',
  'validation.verification.option': 'Choose one of the options given',
  'validation.verification.required': 'This field is required',
  'validation.verification.too_long': 'The answer is too long',
  'validation.verification.unknown_field': 'This field is not part of the form',
};

const sentences: Readonly<Record<string, string>> = english;

/** A schema's message (contracts/field-message.ts) as the API answers it: English text. */
export function englishFieldError(message: string): string {
  const keyed = readFieldMessage(message);
  if (!keyed) return message;
  const sentence = apiSentences[keyed.key] ?? sentences[keyed.key] ?? keyed.key;
  return sentence.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    return keyed.vars?.[name] ?? placeholder;
  });
}
