import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, businessStake, check, fixed, metric, risk, round, setup, step, yearly, yearsToExit } from "../kit.ts";

/**
 * Holding company and operating company restructuring (IRC §351, §368(a)(1)(F)). Minimum net worth
 * 3,000,000.
 *
 * The valuable assets of the business (real estate, intellectual property, surplus cash) move to a
 * holding company that leases or licenses them to the operating company at arm's length, so the
 * operating company's creditors cannot reach them. Its value is protection, never a saving: the
 * assets held apart, reported as protection; the costs are the reorganisation now and the extra
 * returns and formalities each year while the client owns the business (to retirement). Done as a
 * tax-free reorganisation, it has no tax effect modelled here.
 */

export const holdingCompanyRestructuring = defineStrategy({
  id: "holding-company-restructuring",
  name: "Holding Company and Operating Company Restructuring",
  category: "Business Planning",
  description:
    "The business is reorganised so that a holding company owns the valuable assets (real estate, intellectual property, surplus cash) and leases or licenses them to an operating subsidiary that carries the trading risk. Creditors of the operating company cannot reach the holding company's assets, and each part can later be sold or passed on separately.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protection: separatedAssetsUsd held apart from the operating company's creditors (not a saving)",
    variables: ["separatedAssetsUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualCostUsd each year",
    variables: ["setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["entity_formalities", "related_party_leases", "lender_and_licence_consents"],
  sources: [
    "IRC §351 (tax-free transfers to a controlled corporation)",
    "IRC §368(a)(1)(F); Rev. Rul. 2008-18 (F reorganisation with a QSub)",
    "IRC §1361(b)(3) (qualified subchapter S subsidiary)",
    "Treas. Reg. §301.7701-3 (disregarded entity classification)",
    "IRC §482 (arm's-length intercompany pricing)",
  ],
  domain: "business",
  variables: {
    separatedAssetsUsd: { unit: "USD", description: "Assets held by the holding company away from operating risk." },
    setupCostUsd: { unit: "USD", description: "Reorganisation, transfers and intercompany agreements." },
    annualCostUsd: { unit: "USD", description: "Extra entity returns and formalities a year." },
    years: { unit: "years", description: "Years the structure runs while the client owns the business." },
  },
  defaults(ctx) {
    const stake = businessStake(ctx);
    const separated = round(stake.value * 0.2);
    const years = yearsToExit(ctx);
    return {
      separatedAssetsUsd: fixed(
        separated,
        `real estate, intellectual property and surplus cash about 20% of the business's value (${formatUsd(separated)}), an assumption an asset register replaces`,
      ),
      setupCostUsd: fixed(25_000, "reorganisation and agreements, about $25,000"),
      annualCostUsd: fixed(3_000, "extra returns and formalities, about $3,000 a year"),
      years: fixed(years.value, `while the client owns the business: ${years.assumption}`),
    };
  },
  effects(v) {
    return {
      flows: [
        ...setup(v.setupCostUsd, "reorganisation and intercompany agreements"),
        ...yearly(
          -v.annualCostUsd,
          1,
          Math.max(1, Math.round(v.years)),
          "cost",
          "extra entity returns and formalities",
        ),
      ],
      protection: {
        amountUsd: v.separatedAssetsUsd,
        description:
          "Business real estate, intellectual property and surplus cash held apart from the operating company's creditors",
      },
    };
  },
  sensitivity: {
    variable: "separatedAssetsUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Assets separated 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness && ctx.facts.businessEntityType !== "sole_proprietorship",
      "The client owns a business entity that can be reorganised under a holding company.",
      "A holding structure needs a business entity the client owns (a sole proprietorship must first become one); the notes show none.",
    ),
    check(
      (ctx) => businessStake(ctx).value >= 3_000_000,
      (ctx) =>
        `A business worth about ${formatUsd(businessStake(ctx).value)} is likely to hold real estate, intellectual property or surplus cash worth separating from its operations.`,
      "The notes do not show a business worth $3,000,000 or more, where the separable assets justify a holding structure.",
    ),
  ),
  answers: () => null,
  timeline: "2–4 months",
  keyBenefits: [
    "Separates valuable assets from operating liabilities",
    "Cleaner sale of the operating company or the real estate",
    "Flexible ownership of the holding company for family members",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["liability", "creditor", "lawsuit", "holding company"],
  explanation: {
    overview:
      "Keeping everything in one company exposes every asset to every claim. A holding structure puts real estate, intellectual property and surplus cash in a parent or sister company that leases or licenses them to the operating company at arm's length, so a lawsuit or insolvency at the operating level does not reach them.",
    keyComponents: [
      "Holding company owning operating subsidiaries and key assets",
      "Tax-free reorganisation (§351 or F reorganisation)",
      "Arm's-length leases and licences",
      "Separate books, bank accounts and formalities",
    ],
    steps: [
      step("Map assets", "Identify assets worth separating and their contracts, titles and liens.", "Weeks 1–3", [
        "Asset register",
        "Loan agreements",
      ]),
      step(
        "Plan the reorganisation",
        "Choose the tax-free route and obtain lender, landlord and licence consents.",
        "Weeks 2–6",
        ["Tax memo", "Consents"],
      ),
      step("Reorganise", "Form entities, transfer assets and sign intercompany agreements.", "Weeks 6–12", [
        "Formation documents",
        "Deeds and assignments",
        "Leases and licences",
      ]),
      step("Maintain", "Keep separate books, pay rent and royalties on time and hold meetings.", "Ongoing", [
        "Intercompany ledgers",
      ]),
    ],
    prerequisites: ["An operating business with separable valuable assets"],
    professionals: ["Business attorney", "CPA", "Real estate counsel"],
    secondaryBenefits: [
      "Real estate can be financed or sold separately",
      "Holding company shares suit gifts to family",
    ],
    taxAdvantages: [
      "Tax-free if structured under §351 or §368",
      "Rent and royalties move income to the holding company",
    ],
    risks: [
      risk(
        "Veil piercing",
        "Commingling lets creditors ignore the separation.",
        "Strict formalities and arm's-length dealings.",
      ),
      risk(
        "Taxable transfers",
        "A badly structured move can trigger gain or transfer taxes.",
        "Use a reorganisation provision; check state transfer taxes.",
      ),
      risk(
        "Fraudulent transfer",
        "Moving assets when a claim is pending can be undone.",
        "Restructure while no claims are pending.",
      ),
    ],
    marketRisks: ["None specific"],
    regulatoryConsiderations: ["Lender and licence consents", "§482 arm's-length pricing"],
    liquidityConsiderations: "Costs only; cash moves between companies under the agreements.",
    alternatives: [
      {
        strategy: "series-llc-rental-real-estate",
        whyNotChosen: "Separates rental properties from each other rather than from a business.",
      },
      { strategy: "professional-liability-structuring", whyNotChosen: "The same idea for professional practices." },
    ],
    uniqueAdvantages: ["Protection and succession flexibility in one structure"],
    successMetrics: [
      metric("Assets held outside the operating company", "All non-operating assets", "Annually"),
      metric("Intercompany agreements current", "100%", "Annually"),
    ],
    qualitativeIndicators: ["Formalities observed without reminders"],
    warningSignals: ["Shared bank accounts", "Unpaid intercompany rent"],
    reviewSchedule: "Annual formalities and agreement review.",
    exitStrategy: "Merge the entities back together or sell either part separately.",
  },
});
