import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, firstDeathOf, fixed, metric, requires, risk, round, setup, step, yearly } from "../kit.ts";

/**
 * Qualified terminable interest property (QTIP) trust. Minimum net worth 1,000,000: its value is
 * control of the remainder, which a blended family needs at any estate size (an assumption of
 * practice: below about $1M the trust's drafting and administration outweigh it).
 *
 * The first spouse's share goes to a trust paying the survivor all income for life; the executor
 * elects the marital deduction (IRC §2056(b)(7)) and the property is taxed in the survivor's
 * estate (§2044), exactly as an outright bequest would be: no estate-tax change, so no estate
 * effect. Its value is control: the remainder passes to the beneficiaries the first spouse chose
 * (children of a prior marriage included), whatever the survivor later does — reported as
 * `protection` (the first spouse's share, half of today's net worth, an assumption), never as a
 * saving. Costs: drafting now, the Form 706 making the election at the first death, and the
 * trust's administration until the final death. The marital deduction for a non-citizen spouse
 * needs a QDOT (§2056(d)); the QTIP can be drafted as one.
 */
export const qtipTrust = defineStrategy({
  id: "qtip-trust",
  name: "QTIP Marital Trust",
  category: "Estate Planning",
  description:
    "Assets left to a trust that pays the surviving spouse all income for life qualify for the marital deduction by election (§2056(b)(7)), yet the first spouse decides who receives the remainder. It defers estate tax to the second death, as an outright bequest would, while guaranteeing that children, often of a prior marriage, inherit.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection: qtipAssetsUsd held for the survivor's life with the remainder secured for the first spouse's beneficiaries; no estate-tax change (marital deduction now, §2044 inclusion at the survivor's death)",
    variables: ["qtipAssetsUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd now + electionReturnUsd at the first death + annualAdministrationUsd each year from the first death to the final death",
    variables: ["setupCostUsd", "electionReturnUsd", "annualAdministrationUsd", "survivorYears"],
  },
  lifeInsuranceComponent: "Optional: life insurance for the children can give them an inheritance at the first death.",
  annuityComponent: "The surviving spouse receives all trust income at least annually for life.",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["qtip_election_form_706", "income_to_spouse_required", "section_2044_inclusion"],
  sources: [
    "IRC §2056(b)(7) (QTIP election)",
    "IRC §2044 (inclusion in the survivor's estate)",
    "IRC §2207A (recovery of estate tax from QTIP property)",
    "Treas. Reg. §20.2056(b)-7",
    "IRC §2519 (disposition of the income interest)",
    "IRC §2056(d), §2056A (non-citizen spouse: QDOT)",
  ],
  domain: "estate",
  variables: {
    qtipAssetsUsd: { unit: "USD", description: "Assets left to the QTIP trust (today's value)." },
    survivorYears: { unit: "years", description: "Years the survivor lives after the first death." },
    yearsToFirstDeath: { unit: "years", description: "Years from now until the first death." },
    setupCostUsd: { unit: "USD", description: "Drafting of the QTIP provisions." },
    electionReturnUsd: { unit: "USD", description: "Form 706 at the first death making the QTIP election." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee and trust tax return during the survivor's life." },
  },
  defaults(ctx) {
    const fd = firstDeathOf(ctx);
    const share = round(ctx.household.balance.netWorthUsd / 2);
    return {
      qtipAssetsUsd: fixed(
        share,
        `${formatUsd(share)}: the first spouse's half of today's net worth (each spouse assumed to own half)`,
      ),
      survivorYears: fd
        ? fixed(fd.survivorYears, `${fd.survivorYears} years from the first death (${fd.year}) to the final death`)
        : fixed(0, "no first death"),
      yearsToFirstDeath: fd
        ? fixed(fd.yearsFromNow, `${fd.yearsFromNow} years, to ${fd.year}`)
        : fixed(0, "no first death"),
      setupCostUsd: fixed(5_000, "QTIP provisions in the wills or revocable trusts, about $5,000"),
      electionReturnUsd: fixed(15_000, "Form 706 with the QTIP election on Schedule M, about $15,000"),
      annualAdministrationUsd: fixed(3_000, "trustee, income accounting and Form 1041, about $3,000 a year"),
    };
  },
  effects(v) {
    const first = Math.round(v.yearsToFirstDeath);
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting the QTIP provisions"),
        at(first, -v.electionReturnUsd, "cost", "Form 706 making the QTIP election"),
        ...yearly(
          -v.annualAdministrationUsd,
          first + 1,
          first + Math.round(v.survivorYears),
          "cost",
          "trustee, income accounting and trust tax return",
        ),
      ],
      protection: {
        amountUsd: Math.max(0, v.qtipAssetsUsd),
        description: `The first spouse's share (${formatUsd(Math.max(0, v.qtipAssetsUsd))} today) pays the survivor all its income for life and then passes to the beneficiaries the first spouse chose; remarriage, a new will or the survivor's creditors cannot redirect it.`,
      },
    };
  },
  sensitivity: {
    variable: "annualAdministrationUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Trust administration half / base / 1.5×",
  },
  eligibility: allOf(
    requires.legalMarriage,
    requires.citizenSpouse,
    check(
      (ctx) => (ctx.facts.childrenCount ?? 0) > 0 || ctx.facts.childrenAges.length > 0,
      (ctx) => {
        const n = Math.max(ctx.facts.childrenCount ?? 0, ctx.facts.childrenAges.length);
        return `The client has ${n} child${n === 1 ? "" : "ren"} whose inheritance the trust secures.`;
      },
      "The notes mention no children, whose inheritance is what a QTIP secures.",
    ),
  ),
  answers(ctx) {
    if (!ctx.household.legallyMarried) return null;
    if (ctx.facts.hasBlendedFamily)
      return {
        urgency: "client-specific",
        reason:
          "The notes describe a blended family (a remarriage or children of an earlier marriage): a QTIP provides for the survivor while the first spouse fixes who inherits the remainder.",
      };
    const goals = ctx.facts.goals.join(" ").toLowerCase();
    return /blended|prior marriage|previous marriage|stepchild|step-child|first marriage|remarri/.test(goals)
      ? {
          urgency: "client-specific",
          reason:
            "The goals mention a blended family or remarriage: a QTIP provides for the survivor while the first spouse fixes who inherits the remainder.",
        }
      : null;
  },
  timeline: "3–6 weeks to draft; elected on Form 706 at the first death",
  keyBenefits: [
    "Marital deduction with control of the remainder",
    "Income for life to the survivor",
    "Partial elections fine-tune use of the exclusion",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["spouse", "children", "blended", "remarriage", "control", "protect"],
  explanation: {
    overview:
      "A QTIP trust lets the first spouse provide for the survivor without giving up the say over where the assets finally go. The executor elects the marital deduction so no estate tax is due at the first death; the survivor receives all income for life, and the trust passes to the children chosen by the first spouse. It changes who receives the estate, not how much tax it pays.",
    keyComponents: [
      "Trust paying all income to the survivor at least annually",
      "No one can appoint principal to anyone but the survivor during life",
      "QTIP election on Form 706",
      "Remainder beneficiaries fixed by the first spouse",
    ],
    steps: [
      step(
        "Draft",
        "Add QTIP provisions to the estate plan, including the spouse's right to make property productive.",
        "Weeks 1–4",
        ["Wills or revocable trusts"],
      ),
      step(
        "Elect",
        "Executor elects QTIP (fully or partly) on Schedule M of Form 706.",
        "Within 9 months of the first death (15 with extension)",
        ["Form 706"],
      ),
      step("Administer", "Trustee pays all income to the survivor; principal only per the terms.", "Annually", [
        "Form 1041",
        "Income accounting",
      ]),
      step(
        "Second death",
        "QTIP property is included in the survivor's estate (§2044) and passes to the remainder beneficiaries; tax recovered under §2207A.",
        "At the survivor's death",
        ["Form 706 for the survivor"],
      ),
    ],
    prerequisites: [
      "A married couple (a US-citizen spouse, or a QTIP drafted as a QDOT)",
      "Children, especially from a prior marriage, whose inheritance should be secured",
    ],
    professionals: ["Estate planning attorney", "Trustee", "CPA"],
    secondaryBenefits: ["Spendthrift protection for the survivor", "Basis step-up at the survivor's death"],
    taxAdvantages: [
      "Marital deduction defers tax to the second death",
      "Partial QTIP elections use the exclusion precisely",
      "Reverse QTIP election can preserve GST exemption",
    ],
    risks: [
      risk(
        "Income-only access",
        "The survivor may find income alone too little.",
        "Allow principal for health and support from an independent trustee.",
      ),
      risk(
        "Family conflict",
        "Survivor and stepchildren may disagree on investments.",
        "Independent trustee and clear investment policy.",
      ),
      risk(
        "Missed election",
        "Without a timely election the marital deduction is lost.",
        "Calendar the Form 706 deadline; Rev. Proc. 2016-49 limits protective use.",
      ),
    ],
    marketRisks: ["Trust investments must balance income for the spouse with growth for the children"],
    regulatoryConsiderations: [
      "§2519: a gift of the income interest is a gift of the whole trust",
      "State QTIP elections for state estate taxes",
    ],
    liquidityConsiderations: "The survivor receives all income; principal is available only as the trust allows.",
    alternatives: [
      {
        strategy: "credit-shelter-trust",
        whyNotChosen: "Shelters growth from the survivor's estate but pays no marital deduction above the exclusion.",
      },
      { strategy: "clayton-qtip-trust", whyNotChosen: "Adds flexibility to choose bypass treatment after death." },
    ],
    uniqueAdvantages: ["Control of the remainder with full tax deferral"],
    successMetrics: [
      metric("QTIP election made", "On time", "At the first death"),
      metric("Income paid to survivor", "At least annually", "Annually"),
    ],
    qualitativeIndicators: ["Survivor and children trust the trustee"],
    warningSignals: ["Unproductive assets in the trust", "Trustee favouring one side"],
    reviewSchedule: "Estate plan review every 3 years; trustee review each year after the first death.",
    exitStrategy:
      "Before the first death the plan can be changed; afterwards the trust runs until the survivor's death.",
  },
});
