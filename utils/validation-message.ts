import type { TranslatedMessage } from './translated-message';

/**
 * The request schemas in contracts/ carry English messages (the server answers them as field
 * errors too). Forms show them through these translation keys; a message not listed here is
 * shown as written.
 */
const exactMessages: Readonly<Record<string, string>> = {
  'Enter your name': 'validation.name_required',
  'The name is too long': 'validation.name_too_long',
  'Enter your email address': 'validation.email_required',
  'Enter a valid email address': 'validation.email_invalid',
  'The email address is too long': 'validation.email_too_long',
  'Enter your phone number': 'validation.phone_required',
  'Enter a valid phone number': 'validation.phone_invalid',
  'Choose a password': 'validation.password_required',
  'Choose a new password': 'validation.password_required',
  'Enter your password': 'validation.password_enter',
  'The password is too long': 'validation.password_too_long',
  // contracts/requests/account-requests.ts weakPasswordMessages (the strength check)
  'This is one of the most used passwords. Choose one that is harder to guess':
    'validation.password_weak_common',
  'Repeated characters like "aaaa" are easy to guess. Choose a less predictable password':
    'validation.password_weak_repeat',
  'Sequences and keyboard rows like "1234" or "qwerty" are easy to guess. Choose a less predictable password':
    'validation.password_weak_sequence',
  'Dates and years are easy to guess. Choose a less predictable password':
    'validation.password_weak_date',
  'A single word or name is easy to guess. Add a few more unrelated words':
    'validation.password_weak_word',
  'The password should not contain your name or email address': 'validation.password_weak_personal',
  'This password is too easy to guess. Use a few unrelated words, or add numbers and symbols':
    'validation.password_weak',
  'Repeat the password': 'validation.password_repeat',
  'The passwords do not match': 'validation.passwords_match',
  'Enter the code': 'validation.otp_required',
  'The code has 6 digits': 'validation.otp_digits',
  'Enter a phone number or an email address': 'validation.destination_required',
  'Enter a web address starting with https:// or a user name': 'validation.social_link',
  'Latitude must be a number': 'validation.latitude_invalid',
  'Latitude is between -90 and 90': 'validation.latitude_invalid',
  'Longitude must be a number': 'validation.longitude_invalid',
  'Longitude is between -180 and 180': 'validation.longitude_invalid',
  'Choose a category from the list': 'validation.listing.category_from_list',
  'Choose a category': 'validation.listing.category_required',
  'Choose how often the rent is paid': 'validation.listing.rent_duration_required',
  'Choose whether the property is for sale or for rent':
    'validation.listing.property_type_required',
  'Each facility can be given only once': 'validation.listing.facility_once',
  'Each parameter can be given only once': 'validation.listing.parameter_once',
  'Enter a description': 'validation.listing.description_required',
  'Enter a title': 'validation.listing.title_required',
  'Enter a video link starting with https://': 'validation.listing.video_link_invalid',
  'Enter the address': 'validation.listing.address_required',
  'Enter the city': 'validation.listing.city_required',
  'Enter the country': 'validation.listing.country_required',
  'Enter the state': 'validation.listing.state_required',
  'Enter the distance in kilometres': 'validation.listing.distance_required',
  'Enter the price as a number, like 250000 or 1499.99': 'validation.listing.price_number',
  'Enter the price': 'validation.listing.price_required',
  'The city is at most 100 characters': 'validation.listing.city_too_long',
  'The country is at most 100 characters': 'validation.listing.country_too_long',
  'The state is at most 100 characters': 'validation.listing.state_too_long',
  'The distance cannot be negative': 'validation.listing.distance_negative',
  'The distance must be a number of kilometres': 'validation.listing.distance_number',
  'The meta keywords are at most 1000 characters': 'validation.listing.meta_keywords_too_long',
  'The price can have at most 2 decimals': 'validation.listing.price_decimals',
  'The price cannot be negative': 'validation.listing.price_negative',
  'The price is too large': 'validation.listing.price_too_large',
  'The slug may only hold lowercase letters, digits and single hyphens (like my-home-2)':
    'validation.listing.slug_pattern',
  'Pick the location on the map': 'validation.listing.location_required',
  'A parameter value is at most 1000 characters': 'validation.listing.parameter_value_too_long',
  // contracts/requests/project-requests.ts
  'Choose where the construction stands': 'validation.project.type_required',
  'The project is upcoming, under_construction or completed': 'validation.project.type_invalid',
  'Enter the completion date as YYYY-MM-DD': 'validation.project.completion_date',
  'The highest price cannot be below the lowest': 'validation.project.price_range',
  'Enter The lowest price as a number, like 250000 or 1499.99': 'validation.project.price_number',
  'Enter The highest price as a number, like 250000 or 1499.99': 'validation.project.price_number',
  'The lowest price can have at most 2 decimals': 'validation.project.price_decimals',
  'The highest price can have at most 2 decimals': 'validation.project.price_decimals',
  'The lowest price is too large': 'validation.project.price_too_large',
  'The highest price is too large': 'validation.project.price_too_large',
  'Fill in the current floor plan (its title) before adding another':
    'validation.project.plan_title_required',
  // contracts/requests/mortgage-requests.ts
  'Enter the loan amount': 'validation.mortgage.loan_amount_required',
  'The loan amount must be a number': 'validation.mortgage.loan_amount_number',
  'The loan amount must be more than 0': 'validation.mortgage.loan_amount_positive',
  'The loan amount is too large': 'validation.mortgage.loan_amount_too_large',
  'Amounts can have at most 2 decimals': 'validation.mortgage.amount_decimals',
  'The down payment must be a number': 'validation.mortgage.down_payment_number',
  'The down payment cannot be negative': 'validation.mortgage.down_payment_negative',
  'The down payment must be less than the loan amount':
    'validation.mortgage.down_payment_below_loan',
  'Enter the interest rate': 'validation.mortgage.interest_rate_required',
  'The interest rate must be a number': 'validation.mortgage.interest_rate_number',
  'The interest rate is between 0 and 100 %': 'validation.mortgage.interest_rate_range',
  'The interest rate can have at most 3 decimals': 'validation.mortgage.interest_rate_decimals',
  'Enter the loan term': 'validation.mortgage.loan_term_required',
  'The loan term must be a whole number of years': 'validation.mortgage.loan_term_whole',
  'The loan term is between 1 and 50 years': 'validation.mortgage.loan_term_range',
  // contracts/agent-verification-rules.ts verificationMessages
  'This field is required': 'validation.verification.required',
  'Enter a number, like 12 or 3.5': 'validation.verification.number',
  'Choose one of the options given': 'validation.verification.option',
  'The answer is too long': 'validation.verification.too_long',
  'Give one answer here': 'validation.verification.one_value',
  'Choose a JPEG, PNG or PDF file': 'validation.verification.file',
  'The file is too large (at most 5 MB)': 'validation.verification.file_too_large',
  'This field is not part of the form': 'validation.verification.unknown_field',
  'Enter the field’s name': 'validation.verification.field_name_required',
  'The field’s name is at most 100 characters': 'validation.verification.field_name_too_long',
  'Choose one of the field types': 'validation.verification.field_type',
  'Give at least two options': 'validation.verification.options_min',
  'Only radio, checkbox and dropdown fields have options': 'validation.verification.options_none',
  'Each option can be given only once': 'validation.verification.option_once',
  'An option is at most 100 characters': 'validation.verification.option_too_long',
  'rank must be a number': 'validation.verification.rank',
  'rank must be a whole number': 'validation.verification.rank',
  'rank cannot be negative': 'validation.verification.rank',
  'rank is at most 10000': 'validation.verification.rank',
  // contracts/requests/project-requests.ts projectEnquirySchema
  'Write your message': 'validation.project.enquiry_message_required',
  'Enter a phone number, like +44 20 7946 0958': 'validation.project.enquiry_phone_invalid',
  // contracts/requests/contact-requests.ts
  'Enter your first name': 'validation.contact.first_name_required',
  'Enter a subject': 'validation.contact.subject_required',
  'Write the message you want to send': 'validation.contact.message_required',
  // contracts/requests/feed-requests.ts and the server's checks of it
  'Choose at least one interest': 'validation.feed.interest_required',
  'Enter the prices as numbers, like 1000 or 1499.99': 'validation.feed.price_number',
  'The minimum price cannot be above the maximum': 'validation.feed.price_order',
  'Choose categories from the list': 'validation.feed.category_from_list',
  'Choose facilities from the list': 'validation.feed.facility_from_list',
};

const patternMessages: ReadonlyArray<{
  pattern: RegExp;
  toMessage: (match: RegExpMatchArray) => TranslatedMessage;
}> = [
  {
    pattern: /^The password needs at least (\d+) characters$/,
    toMessage: (match) => ({ key: 'validation.password_min', vars: { min: match[1] ?? '' } }),
  },
  {
    pattern: /^The title is at most (\d+) characters$/,
    toMessage: (match) => ({
      key: 'validation.listing.title_too_long',
      vars: { max: match[1] ?? '' },
    }),
  },
  {
    pattern: /^The description is at most (\d+) characters$/,
    toMessage: (match) => ({
      key: 'validation.listing.description_too_long',
      vars: { max: match[1] ?? '' },
    }),
  },
  {
    pattern: /^The address is at most (\d+) characters$/,
    toMessage: (match) => ({
      key: 'validation.listing.address_too_long',
      vars: { max: match[1] ?? '' },
    }),
  },
  {
    pattern: /^The meta title is at most (\d+) characters$/,
    toMessage: (match) => ({
      key: 'validation.listing.meta_title_too_long',
      vars: { max: match[1] ?? '' },
    }),
  },
  {
    pattern: /^Use at most (\d+) keywords, separated by commas$/,
    toMessage: (match) => ({
      key: 'validation.listing.meta_keywords_count',
      vars: { max: match[1] ?? '' },
    }),
  },
  {
    pattern: /^The slug is at most (\d+) characters$/,
    toMessage: (match) => ({
      key: 'validation.listing.slug_too_long',
      vars: { max: match[1] ?? '' },
    }),
  },
  {
    pattern: /^The distance is at most (\d+) km$/,
    toMessage: (match) => ({
      key: 'validation.listing.distance_too_large',
      vars: { max: match[1] ?? '' },
    }),
  },
  {
    pattern: /^The meta description needs (\d+) to (\d+) characters$/,
    toMessage: (match) => ({
      key: 'validation.listing.meta_description_length',
      vars: { min: match[1] ?? '', max: match[2] ?? '' },
    }),
  },
  {
    pattern: /^The message is at most (\d+) characters$/,
    toMessage: (match) => ({
      key: 'validation.project.enquiry_message_too_long',
      vars: { max: match[1] ?? '' },
    }),
  },
  {
    pattern: /^A plan title is at most (\d+) characters$/,
    toMessage: (match) => ({
      key: 'validation.project.plan_title_too_long',
      vars: { max: match[1] ?? '' },
    }),
  },
  {
    pattern: /^The (first name|last name|subject|message) is at most (\d+) characters$/,
    toMessage: (match) => ({
      key: `validation.contact.${(match[1] ?? '').replace(' ', '_')}_too_long`,
      vars: { max: match[2] ?? '' },
    }),
  },
  {
    pattern: /^At most (\d+) characters$/,
    toMessage: (match) => ({ key: 'validation.max_length', vars: { max: match[1] ?? '' } }),
  },
];

/** The translation key for a validation message, or the message itself as the key. */
export function validationMessage(message: string): TranslatedMessage {
  const exact = exactMessages[message];
  if (exact) return { key: exact };
  for (const { pattern, toMessage } of patternMessages) {
    const match = message.match(pattern);
    if (match) return toMessage(match);
  }
  return { key: message };
}
