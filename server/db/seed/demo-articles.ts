import type { CoverScene } from './demo-artwork';
import type { CategoryKey } from './demo-catalogue';

/** The demo blog: practical guides, each filed under a property category. */
export interface DemoArticle {
  slug: string;
  title: string;
  category: CategoryKey;
  cover: CoverScene;
  tint: string;
  metaDescription: string;
  metaKeywords: string;
  daysAgo: number;
  paragraphs: readonly string[];
}

export const demoArticles: readonly DemoArticle[] = [
  {
    slug: 'first-time-buyer-checklist',
    title: 'The first-time buyer’s checklist: from savings to keys',
    category: 'apartment',
    cover: { type: 'exterior', kind: 'tower' },
    tint: '#0f766e',
    metaDescription:
      'A step-by-step checklist for buying your first home, from deposit to completion day.',
    metaKeywords: 'first-time buyer, buying a home, deposit, mortgage in principle',
    daysAgo: 6,
    paragraphs: [
      'Buying your first home is mostly a matter of doing a dozen ordinary things in the right order. The buyers who find it stressful are usually the ones who start viewing before they know what they can borrow, fall in love with a flat, and then discover their budget was twenty per cent lower than they thought.',
      'Start with your numbers. Add up your savings, decide how much you want to keep back as an emergency fund, and what is left is your deposit plus buying costs. Those costs are easy to underestimate: transfer taxes, legal fees, surveys, mortgage arrangement fees and moving day itself can add three to six per cent to the price.',
      'Next, get a mortgage agreement in principle from a lender or broker. It takes less than an hour, it tells you what you can realistically borrow, and it shows agents and sellers that you are a serious buyer. Keep your recent payslips, bank statements and proof of identity in one folder; you will be asked for them more than once.',
      'When you view, look past the staging. Check the water pressure, open the windows, look for damp in corners and behind furniture, and ask how old the boiler and the roof are. Visit the street at a different time of day: a quiet Sunday afternoon can turn into a busy school run on Monday morning.',
      'Once an offer is accepted, instruct a solicitor or conveyancer straight away and book a survey. The survey is your chance to renegotiate if something significant turns up. Between exchange and completion, arrange buildings insurance, book the removal van and take meter readings on the day you get the keys.',
    ],
  },
  {
    slug: 'renting-in-the-city-what-to-check-before-you-sign',
    title: 'Renting in the city: what to check before you sign',
    category: 'studio',
    cover: { type: 'interior', kind: 'living' },
    tint: '#1d4ed8',
    metaDescription:
      'Deposits, inventories, break clauses and bills: what every tenant should check before signing a lease.',
    metaKeywords: 'renting, tenancy agreement, deposit, tenant rights',
    daysAgo: 14,
    paragraphs: [
      'Good rentals in popular neighbourhoods often go within days, which pushes tenants to sign quickly. Moving fast is fine, as long as you know which questions to ask before money changes hands.',
      'Read the whole tenancy agreement, not just the rent and the dates. Look for the notice period, any break clause, who is responsible for repairs and appliances, and whether the rent can rise during the term. If something you were promised at the viewing is not in writing, ask for it to be added.',
      'Ask where your deposit will be held. In many cities deposits must be protected in an approved scheme, and the landlord has to tell you which one within a set time. Make sure you know how much of it could be withheld and for what.',
      'Insist on a detailed inventory with dated photos, and check it line by line on the day you move in. Note every scuff, stain and chipped tile. It feels pedantic, but it is the single best protection you have when the tenancy ends.',
      'Finally, work out the real monthly cost. Ask which bills are included, what the building’s service charges cover, how the heating works and what the average energy bill has been. A cheaper flat with electric heating and single glazing can cost more over a winter than a slightly pricier one that is well insulated.',
    ],
  },
  {
    slug: 'fixed-or-variable-choosing-a-mortgage',
    title: 'Fixed or variable? Choosing a mortgage that fits',
    category: 'house',
    cover: { type: 'exterior', kind: 'house' },
    tint: '#b45309',
    metaDescription:
      'How fixed and variable mortgages differ, what the term changes, and how to compare offers fairly.',
    metaKeywords: 'mortgage, fixed rate, variable rate, interest, amortization',
    daysAgo: 23,
    paragraphs: [
      'The interest rate gets the headlines, but the right mortgage is the one whose payments you can comfortably make through the whole term, including the years when rates move against you.',
      'A fixed-rate mortgage keeps your payment the same for an agreed period, typically two, five or ten years. You pay for that certainty with a slightly higher rate at the start and with early repayment charges if you want to leave the deal before it ends.',
      'A variable or tracker mortgage follows a reference rate, so your payment moves up and down with the market. It can be cheaper over time, but you need room in your budget to absorb increases. A simple test: could you still afford the payment if the rate rose by three percentage points?',
      'The length of the loan matters as much as the rate. A thirty-year term lowers the monthly payment but means paying far more interest overall. Use a mortgage calculator with a full amortization table to see how much of each payment goes to interest in the early years; the answer surprises most people.',
      'When you compare offers, look at the total cost over the fixed period: the rate, arrangement and valuation fees, and any cashback. A low rate with a large fee can be the more expensive option on a smaller loan.',
    ],
  },
  {
    slug: 'moving-day-without-the-stress',
    title: 'Moving day without the stress: a two-week plan',
    category: 'townhouse',
    cover: { type: 'exterior', kind: 'townhouse' },
    tint: '#7c3aed',
    metaDescription:
      'A day-by-day plan for the last two weeks before a move, from packing order to the first night.',
    metaKeywords: 'moving house, moving checklist, packing tips, removals',
    daysAgo: 35,
    paragraphs: [
      'Most moving-day disasters are decided two weeks earlier, when the removal company is booked late and nobody has started packing the kitchen. A little planning turns the day into hard work rather than chaos.',
      'Two weeks out, confirm the removal firm in writing, including the time they will arrive and whether parking permits are needed at either end. Start packing the rooms you use least: spare bedrooms, books, out-of-season clothes. Label every box with its destination room, not its contents.',
      'In the last week, redirect your post, tell your bank, employer and doctor about the new address, and arrange for utilities and internet at the new place. Internet installations in particular can take longer than you expect, so book early.',
      'Pack an essentials box to travel with you rather than in the van: kettle, mugs, phone chargers, toilet roll, basic tools, bedding for the first night, medicines and important documents. It will be the most valuable box you own for forty-eight hours.',
      'On the day, photograph the meter readings at both properties, walk through the old home once everything is out, and leave the keys exactly where you agreed. Then order takeaway, make the beds first, and leave the unpacking for tomorrow.',
    ],
  },
  {
    slug: 'buy-to-let-numbers-that-matter',
    title: 'Buy-to-let: the numbers that really matter',
    category: 'apartment',
    cover: { type: 'exterior', kind: 'tower' },
    tint: '#be123c',
    metaDescription:
      'Gross and net yield, voids, maintenance and financing: how to judge a rental investment.',
    metaKeywords: 'buy to let, rental yield, property investment, landlord',
    daysAgo: 47,
    paragraphs: [
      'A rental property can be a solid long-term investment, but only if the numbers still work after every real cost is counted. Advertised yields rarely include them.',
      'Gross yield is the annual rent divided by the purchase price. It is a quick way to compare listings, and nothing more. Net yield subtracts the costs: service charges, insurance, letting agent fees, maintenance, licensing and the months when the property stands empty between tenants.',
      'Budget for at least one month without a tenant each year and set aside around one per cent of the property’s value annually for repairs. Older buildings, lifts and communal roofs can push that figure much higher, so read the building’s maintenance plan before you buy.',
      'If you finance the purchase, test the investment at a higher interest rate than today’s. A property that only breaks even at the current rate is a bet on rates, not an investment in housing.',
      'Finally, think about who will live there. Properties near transport, universities and large employers let quickly and to reliable tenants. A slightly lower yield in a place people always want to live is usually worth more than a high yield in a place they leave.',
    ],
  },
  {
    slug: 'neighbourhood-guide-choosing-where-to-live',
    title: 'How to choose a neighbourhood you will still love in five years',
    category: 'house',
    cover: { type: 'exterior', kind: 'house' },
    tint: '#047857',
    metaDescription:
      'Commutes, schools, noise and future plans: how to judge a neighbourhood before you commit.',
    metaKeywords: 'neighbourhood guide, where to live, commute, schools',
    daysAgo: 58,
    paragraphs: [
      'You can renovate a kitchen, but you cannot move a house. Choosing the area is the one decision you will live with for as long as you own the home, so it deserves as much attention as the property itself.',
      'Do the commute for real, at rush hour, before you make an offer. A journey that takes twenty minutes on a map can take fifty on a wet Tuesday morning. Check how late the last train or bus runs, too, if you go out in the evenings.',
      'Walk the area at different times. Visit on a Friday night and a Sunday morning, find the nearest supermarket, pharmacy and park, and notice how people use the streets. Busy cafés and well-kept front gardens say more than any brochure.',
      'Look at what is planned. The local planning portal will show new developments, road schemes and transport links. A new station can lift prices for years; a new distribution centre next door can do the opposite.',
      'If you have or plan to have children, check school catchment areas and inspection reports, and remember that catchments can change from year to year. Even if you do not, homes near good schools tend to hold their value better when it is time to sell.',
    ],
  },
  {
    slug: 'leasing-your-first-office',
    title: 'Leasing your first office: a guide for growing teams',
    category: 'office',
    cover: { type: 'interior', kind: 'office' },
    tint: '#334155',
    metaDescription:
      'How much space a team needs, what a commercial lease covers and which costs come on top of rent.',
    metaKeywords: 'office lease, commercial property, office space, business',
    daysAgo: 71,
    paragraphs: [
      'Moving out of a co-working space into your own office is a milestone, and a commitment. Commercial leases are longer and less flexible than residential ones, so it pays to understand them before you sign.',
      'Work out how much space you need, not how much you want. A common rule of thumb is 100 to 150 square feet per person for open-plan teams, plus meeting rooms, a kitchen and storage. Plan for the team you will be in two years, and ask whether the landlord offers expansion space in the same building.',
      'Read the lease for its length, break options, rent reviews and the condition you must return the space in. Dilapidations at the end of a lease can be a large, unexpected bill if the office was handed over in better shape than you leave it.',
      'Rent is only part of the cost. Service charges, business rates or property taxes, insurance, utilities, cleaning and fit-out can together double the headline figure. Ask for a full cost per desk per month so you can compare offices fairly.',
      'Finally, consider the people who will use it. Good transport links, natural light and nearby places to eat do more for hiring and retention than a prestigious address.',
    ],
  },
  {
    slug: 'buying-land-to-build-your-own-home',
    title: 'Buying land to build your own home',
    category: 'land',
    cover: { type: 'exterior', kind: 'land' },
    tint: '#a16207',
    metaDescription:
      'Planning permission, access, utilities and ground conditions: what to check before buying a plot.',
    metaKeywords: 'buying land, building plot, self build, planning permission',
    daysAgo: 86,
    paragraphs: [
      'Building your own home starts with the plot, and the plot is where most self-build budgets are won or lost. A cheap piece of land can become very expensive if it cannot be built on easily.',
      'First, find out what planning permission exists. Outline permission establishes that a home can be built; full permission approves a specific design. Land without permission is cheaper for a reason, and there is no guarantee it will ever get it.',
      'Check access and utilities. The plot needs a legal right of way for vehicles, and connecting water, electricity, drainage and broadband can cost tens of thousands if the nearest connection is a long way off. Ask the utility companies for quotes before you commit.',
      'Commission a ground investigation. Soil type, slope, trees, flood risk and old mine workings all affect the foundations, and foundations can swallow a surprising share of the build cost.',
      'Finally, build a realistic budget: the land, professional fees, the build itself and a contingency of at least ten per cent. Specialist self-build mortgages release money in stages as the work progresses, so speak to a lender early.',
    ],
  },
  {
    slug: 'what-makes-a-villa-worth-the-price',
    title: 'What makes a villa worth the price?',
    category: 'villa',
    cover: { type: 'exterior', kind: 'villa' },
    tint: '#0e7490',
    metaDescription:
      'Plot, orientation, build quality and running costs: how to judge a luxury villa beyond the photos.',
    metaKeywords: 'villa, luxury property, private pool, high-end homes',
    daysAgo: 104,
    paragraphs: [
      'At the top of the market, glossy photos and a long list of features can make every villa look similar. The ones that hold their value share a few less visible qualities.',
      'The plot comes first. Size matters less than privacy, orientation and what the land around it can become. A south-facing garden with open views is worth more than extra bedrooms, and a neighbouring empty plot is an opportunity or a threat depending on what it is zoned for.',
      'Look closely at the build quality. Ask who the architect and contractor were, what the warranty covers and when the roof, pool equipment and air conditioning were last serviced. In hot climates, insulation and shading make a larger difference to comfort and bills than any finish.',
      'Running costs for a large home add up quickly: pool and garden maintenance, security, community fees, insurance and energy. Ask the sellers for a year of bills before you make an offer.',
      'Finally, think about resale. Villas in established communities near good schools, beaches and transport sell faster and more predictably than isolated ones, however spectacular.',
    ],
  },
];
