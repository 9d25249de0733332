/**
 * The privacy policy and terms the demo marketplace opens with (settings `privacy_policy` and
 * `terms_conditions`). Admin texts are HTML or plain text; these are simple HTML, which the pages
 * sanitize like any admin text.
 */

export const demoPrivacyPolicy = [
  '<p>This policy explains what Hearth Realty collects when you use the marketplace, why, and the choices you have. We collect only what we need to run the service.</p>',
  '<h2>What we collect</h2>',
  '<ul>',
  '<li>Account details you give us: your name, email address, mobile number and profile photo.</li>',
  '<li>Listings you publish, with their photos, documents and location.</li>',
  '<li>Messages and enquiries you send to owners and agents.</li>',
  '<li>Technical data needed to keep the service secure, such as your IP address and the pages you request.</li>',
  '</ul>',
  '<h2>How we use it</h2>',
  '<p>We use your details to run your account, show your listings, pass your enquiries to the people you contact, and send the notices you ask for. We do not sell personal data.</p>',
  '<h2>Who sees it</h2>',
  '<p>Your public profile shows your name, photo and approved listings. Your email address, phone number and address are never shown to other visitors unless you put them in a listing yourself.</p>',
  '<h2>Your choices</h2>',
  '<p>You can correct your profile at any time and delete your account from your profile page; your listings are removed with it. For any question about your data, write to hello@hearth.example.com.</p>',
].join('\n');

export const demoTermsConditions = [
  '<p>These terms apply to everyone who uses the Hearth Realty marketplace. By creating an account or publishing a listing you accept them.</p>',
  '<h2>Listings</h2>',
  '<ul>',
  '<li>You may list only properties you own or are authorised to market.</li>',
  '<li>Every listing is reviewed before it is published, and may be rejected with a reason.</li>',
  '<li>Prices, photos and descriptions must be accurate and kept up to date; mark a property sold or rented when it is.</li>',
  '</ul>',
  '<h2>Your account</h2>',
  '<p>Keep your password to yourself and your profile accurate. We may deactivate accounts that post misleading listings or misuse the service.</p>',
  '<h2>Payments</h2>',
  '<p>Paid packages are charged when you buy them and last for the period shown on the plan. Featured listings are shown as advertised until their package ends.</p>',
  '<h2>Liability</h2>',
  '<p>Hearth Realty is a marketplace: agreements are made between buyers, renters, owners and agents. The mortgage and area tools give estimates, not financial or legal advice.</p>',
].join('\n');
