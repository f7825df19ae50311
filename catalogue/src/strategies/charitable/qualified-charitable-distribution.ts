import { formatUsd } from "@fsa/shared";
import type { IncomeTaxDelta } from "../../model/household.ts";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { requiredMinimumDistribution } from "../../tax/retirement.ts";
import { allOf, at, check, fixed, metric, requires, risk, round, step, taxOn, yearly } from "../kit.ts";
import { annualGivingOf, charitableCheck, givingInBase, isCharitable, yearsToClientDeath } from "./lib/giving.ts";

/** The QCD age, 70½ (IRC §408(d)(8)(B)(ii)); ages are whole years in the facts, so 71 is the first certain one. */
const QCD_AGE = 70.5;

/** Age of the older spouse (or the client), and whether it is stated. */
const oldest = (ctx: { household: { primary: { age: number }; spouse: { age: number } | null } }) =>
  Math.max(ctx.household.primary.age, ctx.household.spouse?.age ?? 0);

/**
 * Qualified charitable distribution from an IRA (IRC §408(d)(8)). Minimum net worth 500,000
 * (spec §3 table).
 *
 * From 70½ the IRA custodian pays the charity directly, up to the indexed annual limit per IRA
 * owner. The giving is done anyway (it is the client's, reported as the payout); the QCD changes
 * how it is taxed. Without it, the IRA dollars given are income (RMDs force them out from the
 * household's `rmdStartYear`) and the cash gift is deducted only by an itemizer (most retirees take
 * the standard deduction, so the gift saves them little or nothing; from 2026 a non-itemizer may
 * deduct up to $1,000/$2,000 of cash gifts, §170(p)). Each year, on the household's own return:
 *   saved = tax(+ IRA dollars as income, + the gift as a cash deduction) − tax(− the stated cash gift
 *   replaced), the gift the stated giving already on the return being replaced first;
 * for each year to the client's assumed death, while the IRA lasts (IRA growth left out, which is
 * conservative). When the notes give no income and RMDs have started, this year's RMD is taken as
 * the IRA income already on the return (the gift is part of it). Today's income and brackets stand
 * in for later years. Custodians do not charge for a QCD (an assumption), so the figure is never
 * a net cost.
 */
export const qualifiedCharitableDistribution = defineStrategy({
  id: "qualified-charitable-distribution",
  name: "Qualified Charitable Distribution (QCD) from an IRA",
  category: "Charitable Planning",
  description:
    "An IRA owner aged 70½ or older directs up to the annual limit from the IRA straight to public charities. The distribution is excluded from income (and counts toward RMDs) instead of being taxed and then deducted, which helps donors who take the standard deduction and, from 2026, itemizers hit by the 0.5% floor and the 35% cap.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ over qcdYears [tax(IRA distribution of max(qcdAmountUsd, rmdIncomeUsd) as ordinary income with the gift deducted as cash) − tax(the same distribution less qcdAmountUsd, without the cash gift the QCD replaces)], on the household's return by the calculator (standard deduction, §170(p) non-itemizer allowance, 0.5%-of-AGI floor and §68 cap included), qcdAmountUsd ≤ qcdAnnualLimit per IRA owner",
    variables: ["qcdAmountUsd", "qcdYears", "rmdIncomeUsd"],
  },
  costCalculation: { type: "minimal", formula: "adminCostUsd × qcdYears", variables: ["adminCostUsd", "qcdYears"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: [
    "age_70_5_required",
    "direct_trustee_to_charity_transfer",
    "no_daf_or_private_foundation",
    "written_acknowledgement_required",
  ],
  sources: [
    "IRC §408(d)(8) (QCD; (B)(ii) age 70½; (G) indexed limit)",
    "IRC §408(d)(8)(F) (one-time QCD to a split-interest entity)",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 §70425, §70111; §170(p) (non-itemizer deduction from 2026)",
    "IRS Notice 2025-67 (2026 limit)",
    "IRS Publication 590-B",
  ],
  domain: "charitable",
  family: "charitable-vehicle",
  variables: {
    qcdAmountUsd: { unit: "USD", description: "Amount given each year by QCD." },
    qcdYears: { unit: "years", description: "Years of giving by QCD." },
    rmdIncomeUsd: {
      unit: "USD",
      description:
        "IRA income already on the return when the notes give no income: this year's RMD (0 when income is stated).",
    },
    adminCostUsd: { unit: "USD", description: "Custodian paperwork each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const giving = annualGivingOf(ctx);
    const owners =
      h.legallyMarried && h.spouse && !h.primary.ageAssumed && h.spouse.age > QCD_AGE && h.primary.age > QCD_AGE
        ? 2
        : 1;
    const limit = h.tax.qcdAnnualLimit * owners;
    const ira = ctx.facts.retirementAccountsUsd ?? 0;
    const amount = round(Math.max(0, Math.min(giving.value, limit, ira)));
    const years = Math.min(yearsToClientDeath(ctx), amount > 0 ? Math.max(1, Math.floor(ira / amount)) : 1);
    const rmdDue = ctx.facts.annualIncomeUsd === null && h.year >= h.rmdStartYear && ira > 0;
    const rmdUsd = rmdDue ? round(requiredMinimumDistribution(ira, h.primary.birthYear, h.year)) : 0;
    const rmd = rmdDue
      ? fixed(
          rmdUsd,
          `${formatUsd(rmdUsd)}: income not stated, so this year's RMD on the ${formatUsd(ira)} IRA (Uniform Lifetime Table, Treas. Reg. §1.401(a)(9)-9(c)) is taken as the IRA income on the return`,
        )
      : fixed(
          0,
          ctx.facts.annualIncomeUsd !== null
            ? "the stated income is taken as the return's income"
            : "no RMD due yet and no income stated",
        );
    return {
      qcdAmountUsd: fixed(
        amount,
        `${giving.assumption}, at most the ${formatUsd(h.tax.qcdAnnualLimit)} limit per IRA owner${owners === 2 ? " for each of two spouses past 70½ (both assumed to own IRAs)" : ""} and the IRA balance`,
      ),
      qcdYears: fixed(
        years,
        `${years} years: each year to the client's assumed death while the ${formatUsd(ira)} IRA lasts (growth left out)`,
      ),
      rmdIncomeUsd: rmd,
      adminCostUsd: fixed(0, "custodians do not charge for a QCD request (an assumption)"),
    };
  },
  effects(v, ctx) {
    const x = Math.max(0, v.qcdAmountUsd);
    const years = Math.max(1, Math.round(v.qcdYears));
    const inBase = Math.min(x, givingInBase(ctx));
    const iraIncome = Math.max(x, v.rmdIncomeUsd);
    const without: IncomeTaxDelta = { ordinaryUsd: iraIncome, charitableCashUsd: x - inBase };
    const withQcd: IncomeTaxDelta = { ordinaryUsd: iraIncome - x, charitableCashUsd: -inBase };
    const saved = taxOn(ctx, without) - taxOn(ctx, withQcd);
    const flows: CashFlow[] = [];
    if (saved !== 0)
      for (let y = 0; y < years; y++)
        flows.push(
          at(y, saved, "incomeTax", "tax saved: the gift leaves the IRA untaxed instead of as income then a deduction"),
        );
    flows.push(...yearly(-v.adminCostUsd, 0, years - 1, "cost", "custodian paperwork"));
    return { flows, payoutUsd: x };
  },
  sensitivity: {
    variable: "qcdAmountUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Gifts 25% lower / base / higher",
  },
  eligibility: allOf(
    requires.ageAtLeast(
      QCD_AGE,
      "a QCD needs the IRA owner to be 70½ on the day of the distribution, IRC §408(d)(8)(B)(ii)",
    ),
    check(
      (ctx) => (ctx.facts.retirementAccountsUsd ?? 0) > 0,
      (ctx) =>
        `The client has ${formatUsd(ctx.facts.retirementAccountsUsd ?? 0)} in retirement accounts; QCDs come from IRAs (roll 401(k) money to an IRA first).`,
      "A QCD must come from an IRA, and the notes mention no retirement accounts.",
    ),
    charitableCheck,
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (ctx.household.primary.ageAssumed || oldest(ctx) <= QCD_AGE || (f.retirementAccountsUsd ?? 0) <= 0) return null;
    if (!isCharitable(f)) return null;
    const giving = f.annualCharitableGivingUsd
      ? `gives ${formatUsd(f.annualCharitableGivingUsd)} a year`
      : "gives to charity";
    return {
      urgency: "time-critical",
      reason: `The client is ${oldest(ctx)}, ${giving} and holds ${formatUsd(f.retirementAccountsUsd ?? 0)} in IRAs: from 70½ a QCD gives IRA dollars tax-free and counts toward the RMD.`,
    };
  },
  timeline: "2–3 weeks per gift; complete by 31 December",
  keyBenefits: [
    "Gift excluded from income instead of deducted: works without itemizing",
    "Counts toward the RMD",
    "Lower AGI reduces Medicare IRMAA, taxable Social Security and NIIT",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "give", "rmd", "ira", "church", "donat", "tith"],
  explanation: {
    overview:
      "Once 70½, an IRA owner can have the custodian pay charities directly, up to the annual limit per owner. The amount never enters income, so its value is the tax on that income, even for donors who take the standard deduction and get nothing from a cash gift. From 2026 itemizers also gain, because a cash gift's deduction is cut by the 0.5%-of-AGI floor and, in the top bracket, capped at 35%.",
    keyComponents: [
      "Direct transfer from the IRA custodian to the charity",
      "Annual limit per IRA owner (each spouse separately)",
      "Written acknowledgement from the charity",
    ],
    steps: [
      step(
        "Pick the charities",
        "Confirm each is a public charity (not a DAF, supporting organisation or private foundation).",
        "Week 1",
        ["Charity EINs"],
      ),
      step(
        "Request the QCD",
        "Ask the IRA custodian to pay the charity directly (checkbook IRA or custodian form).",
        "Weeks 1–3",
        ["Custodian QCD form"],
      ),
      step(
        "Get acknowledgements",
        "Obtain written acknowledgement that no goods or services were received.",
        "Before filing",
        ["Charity receipt"],
      ),
      step("Report", "Report the 1099-R gross distribution with 'QCD' on Form 1040 line 4b.", "With the return", [
        "Form 1099-R",
        "Form 1040",
      ]),
    ],
    prerequisites: [
      "Age 70½ on the date of the distribution",
      "An IRA (not an active SEP or SIMPLE)",
      "Gifts to public charities",
    ],
    professionals: ["CPA", "Financial adviser", "IRA custodian"],
    secondaryBenefits: ["Satisfies RMDs without taxable income", "Lower AGI helps other AGI-based thresholds"],
    taxAdvantages: [
      "Exclusion from gross income (§408(d)(8))",
      "Unaffected by the 2026 floor and cap on itemized gifts",
    ],
    risks: [
      risk(
        "Post-70½ deductible IRA contributions",
        "Deductible contributions after 70½ reduce the QCD exclusion (anti-abuse rule).",
        "Avoid deductible IRA contributions after 70½ or track the offset.",
      ),
      risk(
        "Wrong recipient",
        "Gifts to a DAF or private foundation do not qualify.",
        "Give directly to public charities; use a DAF with other assets.",
      ),
      risk("Timing", "Checks not cashed by year end may count in the next year.", "Request QCDs by early December."),
    ],
    marketRisks: ["None specific; IRA investments unchanged"],
    regulatoryConsiderations: [
      "Annual limit indexed for inflation (Notice 2025-67)",
      "One-time split-interest QCD to a CRT or gift annuity within the limit",
    ],
    liquidityConsiderations: "No cash outlay; the IRA pays the gift.",
    alternatives: [
      { strategy: "donor-advised-fund", whyNotChosen: "Cannot receive QCDs; better for appreciated securities." },
      {
        strategy: "gift-appreciated-securities",
        whyNotChosen: "Avoids gain but needs itemizing, which the floor and cap now reduce.",
      },
    ],
    uniqueAdvantages: ["The only way to give pre-tax IRA money to charity during life without it counting as income"],
    successMetrics: [
      metric("Share of giving made by QCD", "All gifts to public charities up to the limit", "Annually"),
      metric("Taxable RMD", "Reduced by the QCD amount", "Annually"),
    ],
    qualitativeIndicators: ["Client plans giving from the IRA first"],
    warningSignals: ["QCD paid to the client instead of the charity", "Missing acknowledgements"],
    reviewSchedule: "Each autumn with the RMD plan.",
    exitStrategy: "Stop at any time; each QCD is a separate annual decision.",
  },
});
