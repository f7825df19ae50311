import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, requires, risk, round, setup, step, yearly, yearsToEstate } from "../kit.ts";
import { yearlyToFinalDeath } from "./lib/transfer-math.ts";

/**
 * Private (family) trust company. Minimum net worth 50,000,000.
 *
 * The family's own trust company replaces a corporate trustee for the family trusts. Its figures
 * are cash flows between the family and outsiders: the corporate trustee's fee the trusts no
 * longer pay (assets under trusteeship × the fee rate, each year to the final death) against the
 * company's formation and yearly operating cost. The trusts' value is not in the notes, so the
 * household's basic exclusion amounts (what a family places in GST-exempt trusts by using its
 * exclusions), capped at half the net worth, stand in for it. No estate change: the company is a
 * trustee, not a transfer.
 */
export const privateTrustCompany = defineStrategy({
  id: "private-trust-company",
  name: "Private Family Trust Company",
  category: "Multi-Generational Planning",
  description:
    "The family forms its own trust company in a state with a private trust company statute (Nevada, South Dakota, Wyoming) to serve as trustee of its trusts. The family keeps control over investments and concentrated holdings, replaces corporate trustee fees with its own operating cost, and builds governance that lasts for generations.",
  benefitCalculation: {
    type: "flat",
    formula: "Σ over years [trustAssetsUsd × corporateTrusteeFeeRate] (fees the trusts no longer pay)",
    variables: ["trustAssetsUsd", "corporateTrusteeFeeRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualOperatingCostUsd × years",
    variables: ["setupCostUsd", "annualOperatingCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 50_000_000,
  regulatoryDisclosures: ["state_trust_company_regulation", "fiduciary_liability", "estate_inclusion_safeguards"],
  sources: [
    "Nev. Rev. Stat. ch. 669A (family trust companies)",
    "S.D. Codified Laws ch. 51A-6A (trust companies)",
    "Wyo. Stat. §13-5-201 et seq. (private trust companies)",
    "IRS Notice 2008-63 (proposed ruling on family trust companies and §§2036, 2038, 2041, 2042)",
  ],
  domain: "estate",
  variables: {
    trustAssetsUsd: { unit: "USD", description: "Family trust assets the company serves as trustee for." },
    corporateTrusteeFeeRate: { unit: "rate", description: "Annual fee a corporate trustee would charge." },
    years: { unit: "years", description: "Years the company operates in the projection (to the final death)." },
    setupCostUsd: { unit: "USD", description: "Formation, charter or licence, capital and policies." },
    annualOperatingCostUsd: {
      unit: "USD",
      description: "Staff, directors, insurance, audit and compliance each year.",
    },
  },
  defaults(ctx) {
    const h = ctx.household;
    const exclusions = h.tax.basicExclusionAmount * (h.legallyMarried ? 2 : 1);
    const assets = round(Math.min(exclusions, h.balance.netWorthUsd / 2));
    return {
      trustAssetsUsd: fixed(
        assets,
        `${formatUsd(assets)}: the family trusts are not valued in the notes; the household's ${formatUsd(exclusions)} of basic exclusion placed in trusts assumed, at most half the net worth`,
      ),
      corporateTrusteeFeeRate: fixed(
        0.0075,
        "0.75% a year, a full-service corporate trustee fee on a large relationship",
      ),
      years: yearsToEstate(ctx),
      setupCostUsd: fixed(
        150_000,
        "formation, state charter or registration, policies and required capital costs, about $150,000",
      ),
      annualOperatingCostUsd: fixed(
        120_000,
        "officers, directors, fiduciary insurance, audit and compliance, about $120,000 a year",
      ),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    return {
      flows: [
        ...setup(v.setupCostUsd, "formation, charter and policies"),
        ...yearlyToFinalDeath(ctx, v.annualOperatingCostUsd, "trust company operating cost"),
        ...yearly(
          v.trustAssetsUsd * v.corporateTrusteeFeeRate,
          1,
          h.yearsToFinalDeath,
          "other",
          "corporate trustee fees the family trusts no longer pay",
        ),
      ],
    };
  },
  sensitivity: {
    variable: "trustAssetsUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Trust assets half / base / 1.5×",
  },
  eligibility: allOf(
    requires.descendants,
    check(
      (ctx) => ctx.facts.ownsBusiness || ctx.facts.hasConcentratedStock || ctx.facts.hasInvestmentRealEstate,
      (ctx) =>
        ctx.facts.ownsBusiness
          ? "The family's trusts will hold a closely held business, which corporate trustees are reluctant to hold or manage."
          : ctx.facts.hasConcentratedStock
            ? "The trusts will hold a concentrated stock position that corporate trustees would usually diversify."
            : "The trusts will hold real estate the family wants to manage itself.",
      "Without concentrated or closely held assets, a corporate or directed trustee is usually cheaper than a family trust company.",
    ),
  ),
  answers: () => null,
  timeline: "6–12 months",
  keyBenefits: [
    "Family control of trusteeship and investments",
    "Fee savings at scale",
    "Continuity of governance across generations",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["family office", "control", "governance", "legacy", "generation", "trustee"],
  explanation: {
    overview:
      "A private trust company lets a wealthy family be its own trustee without any single family member holding powers that would pull trust assets into their estate. Decisions on sensitive matters (distributions, insurance) are made by committees drawn from independent members, following the safeguards in IRS Notice 2008-63. It pays for itself only at scale: the fees saved must exceed the company's fixed cost.",
    keyComponents: [
      "State-chartered or registered trust company owned by a family entity",
      "Board with independent directors",
      "Distribution and investment committees",
      "Policies separating family members from tax-sensitive decisions",
    ],
    steps: [
      step("Feasibility", "Compare cost and control with directed trusts; choose the state.", "Months 1–2", [
        "Trust inventory",
        "Fee analysis",
      ]),
      step(
        "Form and charter",
        "Form the company, capitalise it and obtain the charter or registration.",
        "Months 2–6",
        ["Articles", "Capital", "Regulatory filings"],
      ),
      step("Governance", "Adopt committee charters and policies per Notice 2008-63.", "Months 4–7", [
        "Bylaws",
        "Committee charters",
        "Policies",
      ]),
      step("Migrate trusts", "Appoint the company as successor trustee of the family trusts.", "Months 6–12", [
        "Trustee resignations and appointments",
        "Court or protector approvals",
      ]),
    ],
    prerequisites: ["Large and numerous family trusts", "Family members willing to serve in governance"],
    professionals: ["Trust company counsel", "Estate planning attorney", "Regulatory consultant", "Auditor"],
    secondaryBenefits: ["Family education and engagement", "Consolidated reporting for the family office"],
    taxAdvantages: [
      "Situs in a state without income tax on trust accumulations",
      "Preserves estate exclusion when governance follows Notice 2008-63",
    ],
    risks: [
      risk(
        "Estate inclusion",
        "Family members controlling distributions can cause inclusion under §§2036, 2038, 2041.",
        "Committees of independent members for tax-sensitive decisions.",
      ),
      risk(
        "Fiduciary liability",
        "The company and its directors are liable as trustee.",
        "Fiduciary insurance and professional staff.",
      ),
      risk(
        "Cost at small scale",
        "Fixed costs can exceed fee savings.",
        "Review assets under trusteeship against operating cost each year.",
      ),
    ],
    marketRisks: ["Fee savings fall if trust assets fall"],
    regulatoryConsiderations: [
      "Notice 2008-63 was a proposed revenue ruling, not final",
      "State examinations and capital requirements",
    ],
    liquidityConsiderations:
      "Capital must be held by the company; operating costs are paid from fees or family contributions.",
    alternatives: [
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "A directed trust with a Nevada corporate trustee gives much of the control at lower cost.",
      },
      {
        strategy: "family-bank-incentive-trust",
        whyNotChosen: "Governs how trusts support the family, not who the trustee is.",
      },
    ],
    uniqueAdvantages: ["Permanent, family-controlled fiduciary"],
    successMetrics: [
      metric("Operating cost versus corporate fees", "Below", "Annually"),
      metric("Regulatory examinations", "No material findings", "Each examination"),
    ],
    qualitativeIndicators: ["Next generation serving on committees"],
    warningSignals: ["Family members making distribution decisions for themselves", "Thin capital"],
    reviewSchedule: "Annual board review of costs, governance and regulation; strategic review every 5 years.",
    exitStrategy: "The company can resign as trustee in favour of a corporate trustee and dissolve under state law.",
  },
});
