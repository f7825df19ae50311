import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  at,
  bypassShare,
  bypassSizedToNeed,
  check,
  firstDeathOf,
  fixed,
  metric,
  portfolioGrowth,
  requires,
  risk,
  round,
  setup,
  step,
  yearly,
} from "../kit.ts";

/**
 * Clayton QTIP trust. Minimum net worth 5,000,000.
 *
 * The first spouse's share goes to a QTIP trust whose income interest depends on the executor's
 * election (Treas. Reg. §20.2056(b)-7(d)(3)(i)); what the executor leaves unelected passes to a
 * bypass-style trust. The executor, not the survivor, decides at the first death: elect QTIP on
 * what should get a second basis step-up and be taxed in the survivor's estate (§2044, §1014),
 * leave the rest unelected to shelter its growth. Effect: the unelected share — sized to what the
 * survivor's estate needs, at most the first spouse's exclusion and share (`bypassSizedToNeed`) —
 * grown to the final death is removed from the survivor's estate (`estate.removedUsd`, priced by
 * the household); costs: drafting now, the Form 706 at the first death (the QTIP election needs
 * one), trust administration, and the heirs' capital-gains tax on the unelected share's growth.
 */
export const claytonQtipTrust = defineStrategy({
  id: "clayton-qtip-trust",
  name: "Clayton QTIP Trust",
  category: "Estate & Wealth Transfer",
  description:
    "A QTIP trust whose terms change if the executor does not make the QTIP election: the unelected share passes to a bypass-style trust. The choice between a marital deduction with a second basis step-up and a bypass trust that shelters growth is made after the first death, when the survivor's estate and the tax law are known.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with unelectedShareUsd × (1 + growthRate)^survivorYears removed from the survivor's estate, priced on the household's projection (§2001(c) rates, top 0.40), − heirs' capital-gains tax on the unelected share's growth; the elected share keeps the second step-up",
    variables: ["unelectedShareUsd", "growthRate", "survivorYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd now + electionReturnUsd at the first death + annualAdministrationUsd each year from the first death to the final death",
    variables: ["setupCostUsd", "electionReturnUsd", "annualAdministrationUsd", "survivorYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The surviving spouse receives all income of the QTIP share for life.",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["qtip_election_form_706", "executor_discretion", "income_to_spouse_required"],
  sources: [
    "Estate of Clayton v. Commissioner, 976 F.2d 1486 (5th Cir. 1992)",
    "Treas. Reg. §20.2056(b)-7(d)(3)(i) (income interest contingent on the election)",
    "IRC §2056(b)(7)",
    "IRC §2044 (QTIP property in the survivor's estate)",
    "IRC §1014 (basis at the survivor's death)",
    "IRC §2056(d) (marital deduction for a non-citizen spouse only through a QDOT)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "first-death-exclusion",
  variables: {
    unelectedShareUsd: {
      unit: "USD",
      description: "Share the executor leaves unelected, passing to the bypass trust (nominal, at the first death).",
    },
    growthRate: { unit: "rate", description: "Annual growth of the trust." },
    survivorYears: { unit: "years", description: "Years the survivor lives after the first death." },
    yearsToFirstDeath: { unit: "years", description: "Years from now until the first death." },
    setupCostUsd: { unit: "USD", description: "Drafting of the Clayton provisions." },
    electionReturnUsd: { unit: "USD", description: "Form 706 at the first death making the QTIP election." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee and trust tax return after the first death." },
  },
  defaults(ctx) {
    const fd = firstDeathOf(ctx);
    const growth = portfolioGrowth(ctx);
    const years = fd?.survivorYears ?? 0;
    const amount = round(bypassSizedToNeed(ctx, growth.value, years));
    return {
      unelectedShareUsd: fd
        ? fixed(
            amount,
            amount > 0
              ? `${formatUsd(amount)}: what the executor would leave unelected in ${fd.year} so that, grown to the final death, the survivor's estate falls to the exclusion (at most the first spouse's ${formatUsd(Math.min(fd.exclusionUsd, fd.shareUsd))} exclusion and share)`
              : "nothing: the household's projection leaves the survivor's estate within one exclusion, so the executor would elect QTIP on all of it for the second step-up",
          )
        : fixed(0, "no legal spouse: no QTIP"),
      growthRate: growth,
      survivorYears: fd
        ? fixed(years, `${years} years from the first death (${fd.year}) to the final death`)
        : fixed(0, "no first death"),
      yearsToFirstDeath: fd
        ? fixed(fd.yearsFromNow, `${fd.yearsFromNow} years, to ${fd.year}`)
        : fixed(0, "no first death"),
      setupCostUsd: fixed(6_000, "Clayton provisions in the estate plan, about $6,000"),
      electionReturnUsd: fixed(
        15_000,
        "Form 706 with the QTIP election (and portability of any remainder), about $15,000",
      ),
      annualAdministrationUsd: fixed(3_000, "trustee and Form 1041 after the first death, about $3,000 a year"),
    };
  },
  effects(v, ctx) {
    const bypass = bypassShare(ctx, v.unelectedShareUsd, v.growthRate, v.survivorYears);
    const first = Math.round(v.yearsToFirstDeath);
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting the Clayton provisions"),
        at(first, -v.electionReturnUsd, "cost", "Form 706 making the QTIP election"),
        ...yearly(
          -v.annualAdministrationUsd,
          first + 1,
          first + Math.round(v.survivorYears),
          "cost",
          "trustee and trust tax return",
        ),
        ...bypass.flows,
      ],
      estate: { removedUsd: bypass.removedUsd },
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Trust growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    requires.legalMarriage,
    requires.citizenSpouse,
    check(
      (ctx) => ctx.household.balance.netWorthUsd <= 3 * ctx.household.tax.basicExclusionAmount,
      (ctx) =>
        `At ${formatUsd(ctx.household.balance.netWorthUsd)} it is uncertain whether the survivor's estate will exceed one ${formatUsd(ctx.household.tax.basicExclusionAmount)} exclusion, so deciding after death has value.`,
      (ctx) =>
        `At ${formatUsd(ctx.household.balance.netWorthUsd)} the survivor's estate will clearly be taxable, so a mandatory bypass trust is the better design.`,
    ),
    check(
      (ctx) =>
        ctx.facts.hasLowBasisStock ||
        ctx.facts.hasConcentratedStock ||
        ctx.facts.hasInvestmentRealEstate ||
        ctx.facts.ownsBusiness,
      "The couple holds appreciated assets (low-basis stock, investment real estate or a business) for which a second basis step-up could matter.",
      "The notes mention no appreciated assets, so the basis side of the Clayton choice adds little.",
    ),
  ),
  answers(ctx) {
    if (!ctx.household.legallyMarried) return null;
    const goals = ctx.facts.goals.join(" ").toLowerCase();
    return /blended|prior marriage|previous marriage|stepchild|step-child|first marriage/.test(goals)
      ? {
          urgency: "client-specific",
          reason:
            "The goals mention children of a prior marriage: an independent executor, not the survivor, decides how much to shelter, and the remainder is fixed by the first spouse.",
        }
      : null;
  },
  timeline: "3–6 weeks to draft; decided on Form 706 at the first death",
  keyBenefits: [
    "Post-mortem choice between estate-tax shelter and a second step-up",
    "Executor decides with full knowledge of the law and values",
    "Survivor receives all income either way",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "flexib", "basis", "estate", "step-up", "uncertain"],
  explanation: {
    overview:
      "With a $15,000,000 exclusion (indexed after 2026), many couples cannot know today whether estate tax or capital gains tax will matter more at the second death. A Clayton QTIP leaves the decision to the executor: elect QTIP for the assets that should get a second step-up and be taxed in the survivor's estate, or leave the election unmade so they flow to a bypass trust that shelters growth.",
    keyComponents: [
      "QTIP trust with a Clayton clause",
      "Unelected share passes to a bypass trust (which may also pay the spouse)",
      "Executor independent of the survivor",
      "Form 706 election at the first death",
    ],
    steps: [
      step(
        "Draft",
        "Add Clayton provisions; name an independent executor to avoid a gift by the survivor.",
        "Weeks 1–4",
        ["Wills or revocable trusts"],
      ),
      step(
        "Analyse at the first death",
        "Project the survivor's estate and the basis of the assets.",
        "Months 1–6 after the first death",
        ["Valuations", "Basis records", "Projection"],
      ),
      step(
        "Elect",
        "Elect QTIP on all, part or none of the trust on Form 706.",
        "Within 9 months (15 with extension)",
        ["Form 706"],
      ),
      step("Administer", "Run the QTIP and bypass shares as elected.", "Annually", ["Form 1041"]),
    ],
    prerequisites: [
      "A married couple with a moderate or uncertain estate",
      "Appreciated assets",
      "A US-citizen spouse, or a QDOT",
    ],
    professionals: ["Estate planning attorney", "CPA", "Trustee"],
    secondaryBenefits: ["Avoids over- or under-funding a bypass trust", "Adapts to future law changes"],
    taxAdvantages: [
      "Choice of marital deduction and step-up or growth shelter",
      "Partial elections for precise results",
      "Portability can be combined",
    ],
    risks: [
      risk(
        "Survivor as executor",
        "If the survivor decides, the choice may be a gift by the survivor.",
        "Appoint an independent executor or co-executor for the election.",
      ),
      risk(
        "Form 706 cost",
        "The election requires a full estate tax return.",
        "Budget for the return; it also elects portability.",
      ),
      risk(
        "Non-citizen spouse",
        "A QTIP for a non-citizen spouse gets the marital deduction only inside a QDOT.",
        "Draft the QTIP share to qualify as a QDOT.",
      ),
    ],
    marketRisks: ["Values can change between death and the election"],
    regulatoryConsiderations: [
      "Treas. Reg. §20.2056(b)-7(d)(3) governs contingent income interests",
      "State QTIP elections may differ",
    ],
    liquidityConsiderations:
      "The survivor receives income from the QTIP share and discretionary distributions from the bypass share.",
    alternatives: [
      {
        strategy: "disclaimer-trust",
        whyNotChosen:
          "Cheaper, but the survivor must disclaim within 9 months and cannot keep a power over the disclaimed assets.",
      },
      { strategy: "credit-shelter-trust", whyNotChosen: "Certain shelter of growth, but no second step-up." },
    ],
    uniqueAdvantages: ["Decision made by a fiduciary after death, not by the survivor"],
    successMetrics: [
      metric("Election made on time", "Yes", "At the first death"),
      metric("Combined estate and capital gains tax", "Lower than either fixed design", "At the second death"),
    ],
    qualitativeIndicators: ["Executor and survivor aligned on the analysis"],
    warningSignals: ["No independent executor named", "Form 706 deadline missed"],
    reviewSchedule: "Estate plan review every 3 years and after changes in the law.",
    exitStrategy: "Before the first death the plan can be revised; afterwards the executor's election decides.",
  },
});
