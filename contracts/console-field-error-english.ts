import { addFieldSentences } from './field-error-english';

/**
 * The English sentences the API answers for the admin console's schema messages
 * (contracts/field-error-english.ts). Loading this module adds them: the server's error
 * answers (server/core/app-error.ts) and the console's frame (components/layout/admin-page.tsx)
 * load it, public pages do not.
 */
export const consoleSentences: Readonly<Record<string, string>> = {
  'validation.admin_payments.instructions_required':
    'Write the instructions buyers follow to pay by bank transfer',
  'validation.admin_payments.instructions_too_long': 'The instructions are at most 2000 characters',
  'validation.admin_languages.default_cannot_hide': 'The default language cannot be hidden',
  'validation.admin_languages.key_required': 'Name the key of the text',
  'validation.admin_languages.placeholder_missing':
    'Keep the placeholders of the English text: {placeholders}',
  'validation.admin_languages.too_many_choices':
    'There are more labels than the parameter has choices',
  'validation.admin_languages.unknown_key': 'The English file has no such key',
  'validation.admin_languages.value_too_long': 'The text is at most {max} characters',
  'validation.admin_settings.colour': 'Enter a colour like #0f766e',
  'validation.admin_settings.company_name_required': 'Enter the company name',
  'validation.admin_settings.currency_code': 'Enter a three-letter currency code like USD',
  'validation.admin_settings.currency_name_required': 'Enter the currency name',
  'validation.admin_settings.currency_symbol_required': 'Enter the currency symbol',
  'validation.admin_settings.host_name': 'Enter a host name like mail.example.com',
  'validation.admin_settings.image': 'Enter the key of a stored image, like brand/logo.svg',
  'validation.admin_settings.logo_field': 'Choose the logo, footer logo or placeholder image',
  'validation.admin_settings.logo_required': 'Choose a PNG, JPEG or WebP image',
  'validation.admin_settings.port': 'Enter a port from 1 to 65535',
  'validation.admin_settings.service_account':
    'Paste the service account JSON key file (with client_email and private_key)',
  'validation.admin_settings.too_long': 'This is at most {max} characters',
  'validation.admin_settings.unknown_secret': 'This is not a secret the settings keep',
  'validation.admin_packages.price': 'Enter a price like 19.99 (0 for a free package)',
  'validation.admin_packages.duration': 'The duration is a whole number of hours from 1 to 87600',
  'validation.admin_packages.feature': 'Choose a feature from the list',
  'validation.admin_packages.feature_twice': 'Each feature is listed once',
  'validation.admin_packages.limit':
    'A limit is a whole number from 1 to 1000000, or empty for unlimited',
  'validation.admin_articles.category': 'Choose a category from the list',
  'validation.admin_articles.description_required': 'Write the article',
  'validation.admin_articles.slug_taken': 'Another article already has this slug_id',
  'validation.admin_catalogue.answer_required': 'Write the answer',
  'validation.admin_catalogue.text_too_long': 'The text is at most {max} characters',
  'validation.admin_catalogue.site_text_kind': 'kind must be one of: about, privacy, terms',
  'validation.admin_catalogue.name_required': 'Enter a name',
  'validation.admin_catalogue.name_too_long': 'The name is at most {max} characters',
  'validation.admin_catalogue.slug': 'slug_id is lowercase letters and digits joined by hyphens',
  'validation.admin_catalogue.slug_taken': 'Another category already has this slug_id',
  'validation.admin_catalogue.sequence': 'sequence is a whole number from 0 to 10000',
  'validation.admin_catalogue.parameter_once': 'Each parameter can be given only once',
  'validation.admin_catalogue.parameter_from_list': 'parameter_ids must be known parameters',
  'validation.admin_catalogue.choice_empty': 'A choice cannot be empty',
  'validation.admin_catalogue.choice_too_long': 'A choice is at most {max} characters',
  'validation.admin_catalogue.choices_max': 'Give at most {max} choices',
  'validation.admin_catalogue.choice_once': 'Each choice can be given only once',
  'validation.admin_catalogue.choices_min':
    'Dropdown, radio button and checkbox parameters need at least two choices',
  'validation.admin_catalogue.choices_none':
    'Only dropdown, radio button and checkbox parameters have choices',
  'validation.admin_catalogue.type':
    'type_of_parameter must be one of: text, number, dropdown, radiobutton, checkbox, textarea, file',
  'validation.admin_catalogue.file_not_required': 'A file parameter cannot be required',
  'validation.admin_catalogue.type_in_use':
    'Listings already have values of this parameter: its type cannot change',
  'validation.admin_catalogue.icon_unreadable':
    'The icon could not be read: send a PNG, JPEG or WebP picture',
  'validation.staff.password_required': 'Type your password',
  'validation.staff.reason_too_long': 'A reason for the log is at most {max} characters',
  'validation.staff.role_invalid': 'role is administrator, moderator, support or none',
  'validation.staff.status_invalid': 'status is active or deactivated',
};

addFieldSentences(consoleSentences);
