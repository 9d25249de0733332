import type { Database } from '../database';
import { articles, faqs, reportReasons } from '../schema';
import type { CatalogueIds } from './demo-catalogue';
import { demoArticles } from './demo-articles';

/** Articles, FAQs and report reasons. */

export const demoFaqs: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I list my property on Hearth?',
    answer:
      'Create an account, complete your profile (name, email, mobile number, photo and address) and choose Add property from your dashboard. Fill in the details, add photos and submit. Every new listing is reviewed before it appears in search; verified agents’ listings can be approved automatically.',
  },
  {
    question: 'How long does the listing review take?',
    answer:
      'Most listings are reviewed within one working day. If we need changes, the listing is marked as rejected with a short explanation, and you can edit it and submit it again.',
  },
  {
    question: 'Is it free to use Hearth?',
    answer:
      'Browsing, saving favourites and contacting owners are free. To publish listings you need a package: the Free Starter package lets you list up to three properties, and paid packages add more listings, featured advertisements and tools such as the detailed mortgage schedule.',
  },
  {
    question: 'What does a featured (promoted) listing do?',
    answer:
      'Featured listings appear in the home page slider or at the top of search results for the length of the advertisement. Each listing can have one running or pending advertisement at a time.',
  },
  {
    question: 'How do I become a verified agent?',
    answer:
      'Open Agent verification in your dashboard, fill in the form and upload the documents it asks for. Our team reviews applications and updates your status to verified or explains what is missing. Verified agents get a badge on their profile and listings.',
  },
  {
    question: 'Can I edit a listing after it has been sold or rented?',
    answer:
      'No. Once you mark a listing as sold or rented it is kept as a record and can no longer be edited. If a sale falls through, contact us and we will help you relist the property.',
  },
  {
    question: 'How is the mortgage calculator worked out?',
    answer:
      'It uses a standard repayment (annuity) mortgage on the loan amount minus your down payment, at the interest rate and term you enter. It shows the monthly payment and total interest; packages with the mortgage detail feature also show the full yearly and monthly schedule.',
  },
  {
    question: 'How do I report a suspicious listing?',
    answer:
      'Open the listing and choose Report, then pick the reason that fits best, such as wrong price or fake listing, and add any details. Reports go straight to our moderation team; you never need to contact the owner about it.',
  },
  {
    question: 'Can I cancel a package?',
    answer:
      'Packages are prepaid for a fixed period and end automatically; there is no subscription to cancel. Listings you posted stay online after a package ends, but you need an active package to post or feature new ones.',
  },
];

export const demoReportReasons: readonly string[] = [
  'Misleading information',
  'Wrong price',
  'Already sold or rented',
  'Fake listing or scam',
  'Inappropriate photos',
  'Duplicate listing',
  'Other',
];

/** Inserts the articles with the given cover keys (by slug); returns how many. */
export async function insertArticles(
  tx: Database,
  covers: ReadonlyMap<string, string>,
  catalogue: CatalogueIds,
  now: Date,
): Promise<number> {
  const rows = demoArticles.map((article) => {
    const createdAt = new Date(now.getTime() - article.daysAgo * 86_400_000);
    return {
      title: article.title,
      slugId: article.slug,
      body: article.paragraphs.join('\n\n'),
      image: covers.get(article.slug) ?? null,
      categoryId: catalogue.categories[article.category],
      metaTitle: `${article.title} | Hearth`,
      metaDescription: article.metaDescription,
      metaKeywords: article.metaKeywords,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(articles).values(rows);
  return rows.length;
}

export async function insertFaqsAndReasons(
  tx: Database,
): Promise<{ faqs: number; reasons: number }> {
  await tx.insert(faqs).values(demoFaqs.map((faq, sequence) => ({ ...faq, sequence })));
  await tx.insert(reportReasons).values(demoReportReasons.map((reason) => ({ reason })));
  return { faqs: demoFaqs.length, reasons: demoReportReasons.length };
}
