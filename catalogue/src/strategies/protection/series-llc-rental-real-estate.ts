import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, round, setup, step, yearly } from "../kit.ts";

/**
 * Series LLC (or one LLC per property) for rental real estate. Minimum net worth 1,000,000.
 *
 * The value is protection: a tenant's or premises claim against one property can reach only
 * that property, not the owner's other properties or personal assets (Del. Code tit. 6 §18-215;
 * the charging order as the personal creditor's exclusive remedy, §18-703). Protection reported =
 * the other properties' equity plus the personal assets kept out of one property's claim. The
 * costs are formation now and state fees and separate books each year while the rentals are held
 * (to the household's final death). Single-member series are disregarded for income tax: no tax
 * effect.
 */

/** Number of rental properties assumed when the notes give none. */
const DEFAULT_PROPERTY_COUNT = 3;

export const seriesLlcRentalRealEstate = defineStrategy({
  id: "series-llc-rental-real-estate",
  name: "Series LLC for Rental Real Estate",
  category: "Asset Protection",
  description:
    "Each rental property is held in its own protected series of a series LLC (Delaware, Texas, Illinois and others), or in separate LLCs under a holding company, so a tenant's claim against one property can reach only that property and never the owner's personal assets or the other properties.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = rentalEquityUsd × (1 − 1 ÷ propertyCount) + personalAssetsUsd; expected loss avoided = protection × claimProbability, reported as protection, never as a saving",
    variables: ["rentalEquityUsd", "propertyCount", "personalAssetsUsd", "claimProbability"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualFeesUsd each year to the final death",
    variables: ["setupCostUsd", "annualFeesUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["state_law_dependent", "separate_records_required", "lender_consent_due_on_sale"],
  sources: [
    "Del. Code tit. 6 §18-215 (series LLC)",
    "Tex. Bus. Orgs. Code §§101.601–101.622",
    "805 ILCS 180/37-40",
    "Prop. Treas. Reg. §301.7701-1(a)(5) (series as separate entities for tax)",
    "Del. Code tit. 6 §18-703 (charging order as exclusive remedy)",
  ],
  domain: "protection",
  variables: {
    rentalEquityUsd: { unit: "USD", description: "Equity in the rental properties." },
    propertyCount: { unit: "count", description: "Number of rental properties." },
    personalAssetsUsd: { unit: "USD", description: "Other assets a tenant claim could reach without an LLC." },
    claimProbability: { unit: "ratio", description: "Chance over ten years of a claim above insurance." },
    setupCostUsd: { unit: "USD", description: "Formation, deeds and operating agreements." },
    annualFeesUsd: { unit: "USD", description: "State fees, registered agent and separate books, a year." },
    years: {
      unit: "years",
      description: "Years the rentals are held: to the final death the household model assumes.",
    },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const b = ctx.household.balance;
    const stated = f.investmentRealEstateUsd ?? (b.otherRealEstateUsd > 0 ? b.otherRealEstateUsd : null);
    const equity = round(stated ?? b.netWorthUsd * 0.25);
    const personal = round(Math.max(0, b.netWorthUsd - equity));
    const count = DEFAULT_PROPERTY_COUNT;
    return {
      rentalEquityUsd: fixed(
        equity,
        stated !== null
          ? `${formatUsd(equity)} of investment real estate${f.investmentRealEstateUsd !== null ? ", as stated" : " (real estate other than the home)"}, debt not separated`
          : `rental equity not stated; 25% of net worth assumed (${formatUsd(equity)})`,
      ),
      propertyCount: fixed(count, `${count} rental properties assumed (the number is not stated)`),
      personalAssetsUsd: fixed(personal, `the rest of net worth (${formatUsd(personal)})`),
      claimProbability: fixed(
        0.05,
        "5% chance over ten years of a tenant or premises claim above insurance (an assumption)",
      ),
      setupCostUsd: fixed(3_000 + 750 * count, "formation, deeds and agreements, about $3,000 plus $750 a property"),
      annualFeesUsd: fixed(
        500 + 300 * count,
        "state fees, registered agent and bookkeeping, about $500 plus $300 a property",
      ),
      years: fixed(
        ctx.household.yearsToFinalDeath,
        `${ctx.household.yearsToFinalDeath} years, to the final death the household model assumes`,
      ),
    };
  },
  effects(v) {
    const count = Math.max(1, Math.round(v.propertyCount));
    const shielded = v.rentalEquityUsd * (1 - 1 / count) + v.personalAssetsUsd;
    return {
      flows: [
        ...setup(v.setupCostUsd, "formation, deeds and operating agreements"),
        ...yearly(-v.annualFeesUsd, 1, v.years, "cost", "state fees, registered agent and separate books"),
      ],
      protection:
        shielded > 0
          ? {
              amountUsd: shielded,
              description: `${formatUsd(shielded)} (the other properties' equity and personal assets) kept out of reach of a claim against one property; at a ${Math.round(v.claimProbability * 100)}% chance over ten years of a claim above insurance, an expected loss of ${formatUsd(shielded * v.claimProbability)} avoided`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "annualFeesUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Annual fees half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasInvestmentRealEstate,
      "The client owns rental or investment real estate.",
      "The notes show no rental or investment real estate to hold in an LLC.",
    ),
  ),
  // A farm or ranch family's land is taken to be the operating farm, not rentals with tenants: the
  // series LLC stays a generic fit there (an assumption; the adviser confirms any leased land).
  answers: (ctx) =>
    ctx.facts.hasInvestmentRealEstate && !ctx.facts.hasFarmOrRanch
      ? {
          urgency: "client-specific",
          reason:
            "The client owns rental real estate; a tenant's claim against one property could reach everything owned personally.",
        }
      : null,
  timeline: "1–2 months",
  keyBenefits: [
    "Contains each property's liability within that property",
    "Keeps personal assets out of tenant claims",
    "One filing for many series in most states",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["rental", "real estate", "property", "protect", "liability"],
  explanation: {
    overview:
      "Owning rentals personally puts everything the client owns behind every tenant. A series LLC (or one LLC per property) ring-fences each property, and the charging-order rule limits what the owner's personal creditors can do to the LLC interests.",
    keyComponents: [
      "Master LLC with a protected series per property",
      "Separate bank accounts and books for every series",
      "Deeds into the series and updated insurance naming each",
      "Disregarded-entity tax treatment (no separate returns for single-member series)",
    ],
    steps: [
      step(
        "Choose the structure",
        "Series LLC where the state recognises it; otherwise separate LLCs under a holding LLC.",
        "Week 1",
        ["List of properties", "Mortgage terms"],
      ),
      step(
        "Form and document",
        "File the certificate, draft the operating agreement with series provisions.",
        "Weeks 1–3",
        ["Certificate of formation", "Operating agreement"],
      ),
      step(
        "Transfer properties",
        "Deed each property into its series; obtain lender consent and title endorsements.",
        "Weeks 3–8",
        ["Deeds", "Lender consent", "Title endorsements"],
      ),
      step("Operate separately", "Separate accounts, leases and insurance for each series every year.", "Ongoing", [
        "Bank accounts",
        "Leases in the series name",
      ]),
    ],
    prerequisites: ["Investment real estate", "Discipline to keep separate books"],
    professionals: ["Real estate attorney", "CPA", "Insurance broker"],
    secondaryBenefits: ["Privacy of ownership", "Easier transfer of interests to family or trusts"],
    taxAdvantages: ["Single-member series are disregarded, so no change in income tax"],
    risks: [
      risk(
        "Untested in some courts",
        "States without series statutes and bankruptcy courts may not respect the internal shields.",
        "Use separate LLCs for high-value properties or in non-series states.",
      ),
      risk(
        "Commingling",
        "Mixing funds lets creditors pierce the series or the LLC.",
        "Separate accounts and annual compliance review.",
      ),
    ],
    marketRisks: ["Property values and rents; the structure itself adds no market risk"],
    regulatoryConsiderations: ["Due-on-sale clauses when deeding mortgaged property", "Transfer taxes in some states"],
    liquidityConsiderations: "No impact on liquidity; lenders may price LLC loans differently.",
    alternatives: [
      {
        strategy: "umbrella-liability-optimization",
        whyNotChosen: "Pays claims but cannot ring-fence properties from each other.",
      },
      {
        strategy: "delaware-statutory-trust",
        whyNotChosen: "Passive ownership removes management liability but also control.",
      },
    ],
    uniqueAdvantages: ["One entity, many liability compartments"],
    successMetrics: [
      metric("Properties held in their own series", "100%", "Annually"),
      metric("Separate accounts per series", "100%", "Annually"),
    ],
    qualitativeIndicators: ["Tenants, leases and insurance all name the series"],
    warningSignals: ["Rents deposited to a personal account", "New property bought in personal name"],
    reviewSchedule: "Annual compliance review.",
    exitStrategy: "Distribute properties back out by deed or dissolve a series after a sale.",
  },
});
