import type { TranslatedMessage } from '../utils/translated-message';
import { readFieldMessage } from './field-message';

/**
 * The English sentence the API answers for each schema message (contracts/field-message.ts):
 * the wording its field errors have always had. Forms show the key's sentence in the page's
 * language instead (locales/*.json, worded for people reading a form).
 */
const publicSentences: Readonly<Record<string, string>> = {
  'validation.chat.message_required': 'Write a message, or attach a file or a voice message',
  'validation.chat.message_too_long': 'A message is at most {max} characters',
  'validation.chat.property_required': 'Name the listing the message is about',
  'validation.chat.reason_required': 'Say why you block this person',
  'validation.chat.reason_too_long': 'The reason is at most {max} characters',
  'validation.chat.receiver_required': 'Name the person the message is for',
  'validation.chat.self': 'You cannot write to yourself about your own listing',
  'validation.contact.first_name_required': 'Enter your first name',
  'validation.contact.first_name_too_long': 'The first name is at most {max} characters',
  'validation.contact.last_name_too_long': 'The last name is at most {max} characters',
  'validation.contact.message_required': 'Write the message you want to send',
  'validation.contact.message_too_long': 'The message is at most {max} characters',
  'validation.contact.subject_required': 'Enter a subject',
  'validation.contact.subject_too_long': 'The subject is at most {max} characters',
  'validation.destination_one': 'Enter a phone number or an email address, not both',
  'validation.destination_required': 'Enter a phone number or an email address',
  'validation.email_invalid': 'Enter a valid email address',
  'validation.email_required': 'Enter your email address',
  'validation.email_too_long': 'The email address is too long',
  'validation.feed.category_from_list': 'Choose categories from the list',
  'validation.feed.facility_from_list': 'Choose facilities from the list',
  'validation.feed.interest_required': 'Choose at least one interest',
  'validation.feed.price_number': 'Enter the prices as numbers, like 1000 or 1499.99',
  'validation.feed.price_order': 'The minimum price cannot be above the maximum',
  'validation.latitude_invalid': 'Latitude is between -90 and 90',
  'validation.latitude_number': 'Latitude must be a number',
  'validation.listing.address_required': 'Enter the address',
  'validation.listing.address_too_long': 'The address is at most {max} characters',
  'validation.listing.category_from_list': 'Choose a category from the list',
  'validation.listing.category_required': 'Choose a category',
  'validation.listing.city_required': 'Enter the city',
  'validation.listing.city_too_long': 'The city is at most 100 characters',
  'validation.listing.country_required': 'Enter the country',
  'validation.listing.country_too_long': 'The country is at most 100 characters',
  'validation.listing.description_required': 'Enter a description',
  'validation.listing.description_too_long': 'The description is at most {max} characters',
  'validation.listing.distance_negative': 'The distance cannot be negative',
  'validation.listing.distance_number': 'The distance must be a number of kilometres',
  'validation.listing.distance_required': 'Enter the distance in kilometres',
  'validation.listing.distance_too_large': 'The distance is at most {max} km',
  'validation.listing.facility_once': 'Each facility can be given only once',
  'validation.listing.location_required': 'Pick the location on the map',
  'validation.listing.meta_description_length':
    'The meta description needs {min} to {max} characters',
  'validation.listing.meta_keywords_count': 'Use at most {max} keywords, separated by commas',
  'validation.listing.meta_keywords_too_long': 'The meta keywords are at most 1000 characters',
  'validation.listing.meta_title_too_long': 'The meta title is at most {max} characters',
  'validation.listing.parameter_once': 'Each parameter can be given only once',
  'validation.listing.parameter_value_too_long': 'A parameter value is at most 1000 characters',
  'validation.listing.price_decimals': 'The price can have at most 2 decimals',
  'validation.listing.price_negative': 'The price cannot be negative',
  'validation.listing.price_number': 'Enter the price as a number, like 250000 or 1499.99',
  'validation.listing.price_required': 'Enter the price',
  'validation.listing.price_too_large': 'The price is too large',
  'validation.listing.price_zero': 'The price must be above zero',
  'validation.listing.property_type_required':
    'Choose whether the property is for sale or for rent',
  'validation.listing.rent_duration_required': 'Choose how often the rent is paid',
  'validation.listing.slug_pattern':
    'The slug may only hold lowercase letters, digits and single hyphens (like my-home-2)',
  'validation.listing.slug_too_long': 'The slug is at most {max} characters',
  'validation.listing.state_required': 'Enter the state',
  'validation.listing.state_too_long': 'The state is at most 100 characters',
  'validation.listing.title_required': 'Enter a title',
  'validation.listing.title_too_long': 'The title is at most {max} characters',
  'validation.listing.video_link_invalid': 'Enter a video link starting with https://',
  'validation.listing.video_link_too_long': 'The video link is at most {max} characters',
  'validation.longitude_invalid': 'Longitude is between -180 and 180',
  'validation.longitude_number': 'Longitude must be a number',
  'validation.max_length': 'At most {max} characters',
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
  'validation.name_required': 'Enter your name',
  'validation.name_too_long': 'The name is too long',
  'validation.new_password_required': 'Choose a new password',
  'validation.otp_digits': 'The code has 6 digits',
  'validation.otp_required': 'Enter the code',
  'validation.password_enter': 'Enter your password',
  'validation.password_min': 'The password needs at least {min} characters',
  'validation.password_repeat': 'Repeat the password',
  'validation.password_required': 'Choose a password',
  'validation.password_too_long': 'The password is too long',
  'validation.password_weak':
    'This password is too easy to guess. Use a few unrelated words, or add numbers and symbols',
  'validation.password_weak_common':
    'This is one of the most used passwords. Choose one that is harder to guess',
  'validation.password_weak_date':
    'Dates and years are easy to guess. Choose a less predictable password',
  'validation.password_weak_personal': 'The password should not contain your name or email address',
  'validation.password_weak_repeat':
    'Repeated characters like "aaaa" are easy to guess. Choose a less predictable password',
  'validation.password_weak_sequence':
    'Sequences and keyboard rows like "1234" or "qwerty" are easy to guess. Choose a less predictable password',
  'validation.password_weak_word':
    'A single word or name is easy to guess. Add a few more unrelated words',
  'validation.passwords_match': 'The passwords do not match',
  'validation.phone_invalid': 'Enter a valid phone number',
  'validation.phone_required': 'Enter your phone number',
  'validation.project.completion_date': 'Enter the completion date as YYYY-MM-DD',
  'validation.project.enquiry_message_required': 'Write your message',
  'validation.project.enquiry_message_too_long': 'The message is at most {max} characters',
  'validation.project.enquiry_phone_invalid': 'Enter a phone number, like +44 20 7946 0958',
  'validation.project.location_too_long': 'The location is at most {max} characters',
  'validation.project.plan_file_once': 'Each plan file belongs to one plan only',
  'validation.project.plan_file_required':
    'Upload the current floor plan (an image or a PDF) before adding another',
  'validation.project.plan_once': 'Each plan can be given only once',
  'validation.project.plan_title_required':
    'Fill in the current floor plan (its title) before adding another',
  'validation.project.plan_title_too_long': 'A plan title is at most {max} characters',
  'validation.project.plans_too_many': 'A project has at most {max} floor plans',
  'validation.project.price_decimals': 'The {price} price can have at most 2 decimals',
  'validation.project.price_number': 'Enter The {price} price as a number, like 250000 or 1499.99',
  'validation.project.price_range': 'The highest price cannot be below the lowest',
  'validation.project.price_too_large': 'The {price} price is too large',
  'validation.project.price_zero': 'The {price} price must be above zero',
  'validation.project.type_invalid': 'The project is upcoming, under_construction or completed',
  'validation.project.type_required': 'Choose where the construction stands',
  'validation.social_link': 'Enter a web address starting with https:// or a user name',
  'validation.verification.field_name_required': 'Enter the field’s name',
  'validation.verification.field_name_too_long': 'The field’s name is at most 100 characters',
  'validation.verification.field_type': 'Choose one of the field types',
  'validation.verification.file': 'Choose a JPEG, PNG or PDF file',
  'validation.verification.file_too_large': 'The file is too large (at most 5 MB)',
  'validation.verification.number': 'Enter a number, like 12 or 3.5',
  'validation.verification.one_value': 'Give one answer here',
  'validation.verification.option': 'Choose one of the options given',
  'validation.verification.option_empty': 'An option cannot be empty',
  'validation.verification.option_once': 'Each option can be given only once',
  'validation.verification.option_too_long': 'An option is at most 100 characters',
  'validation.verification.options_max': 'A field has at most {max} options',
  'validation.verification.options_min': 'Give at least two options',
  'validation.verification.options_none': 'Only radio, checkbox and dropdown fields have options',
  'validation.verification.rank': 'rank must be a number',
  'validation.verification.rank_negative': 'rank cannot be negative',
  'validation.verification.rank_too_large': 'rank is at most 10000',
  'validation.verification.rank_whole': 'rank must be a whole number',
  'validation.verification.required': 'This field is required',
  'validation.verification.too_long': 'The answer is too long',
  'validation.verification.unknown_field': 'This field is not part of the form',
};

/**
 * Every sentence known to this bundle: the public forms' here, the console's added by
 * contracts/console-field-error-english.ts where the console's forms and the server load it
 * (public pages never receive a console field error, so they do not carry its sentences).
 */
const apiSentences: Record<string, string> = { ...publicSentences };
let sentencePatterns: SentencePattern[] | null = null;

/** Adds sentences (the console's) to those this bundle knows. */
export function addFieldSentences(more: Readonly<Record<string, string>>): void {
  Object.assign(apiSentences, more);
  sentencePatterns = null;
}

const placeholder = /\{(\w+)\}/g;

/** A schema's message as the API answers it; any other text as written. */
export function englishFieldError(message: string): string {
  const keyed = readFieldMessage(message);
  const sentence = keyed ? apiSentences[keyed.key] : undefined;
  if (!keyed || sentence === undefined) return message;
  return sentence.replace(placeholder, (name: string, variable: string) => {
    return keyed.vars?.[variable] ?? name;
  });
}

interface SentencePattern {
  key: string;
  names: string[];
  pattern: RegExp;
}

/** Each sentence as a pattern whose groups read its placeholders' values back. */
function patternsOfSentences(): SentencePattern[] {
  sentencePatterns ??= Object.entries(apiSentences).map(([key, sentence]) => {
    const names = [...sentence.matchAll(placeholder)].map((match) => match[1] ?? '');
    const escaped = sentence.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^${escaped.replace(placeholder, '(.+?)')}$`);
    return { key, names, pattern };
  });
  return sentencePatterns;
}

/** The key of a field error the API answered in English (its sentence above), or null. */
export function fieldMessageOfEnglish(text: string): TranslatedMessage | null {
  for (const { key, names, pattern } of patternsOfSentences()) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (names.length === 0) return { key };
    return {
      key,
      vars: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
    };
  }
  return null;
}
