import { formatUsd } from "@fsa/shared";
import type { Answer, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { BASIC_EXCLUSION_AMOUNT_SOURCES, basicExclusionAmountFor } from "../../tax/estate-tax.ts";
import { allOf, at, check, firstDeathOf, fixed, metric, risk, round, step } from "../kit.ts";

/**
 * Basic exclusion amounts of years before the household model's table, USD, for deaths still
 * inside the five-year window of Rev. Proc. 2022-32: 2021 Rev. Proc. 2020-45 §3.41, 2022 Rev.
 * Proc. 2021-45 §3.41, 2023 Rev. Proc. 2022-38 §3.41.
 */
const EARLIER_BASIC_EXCLUSION: Readonly<Record<number, { amountUsd: number; source: string }>> = {
  2021: { amountUsd: 11_700_000, source: "Rev. Proc. 2020-45 §3.41" },
  2022: { amountUsd: 12_060_000, source: "Rev. Proc. 2021-45 §3.41" },
  2023: { amountUsd: 12_920_000, source: "Rev. Proc. 2022-38 §3.41" },
};

/** Years after the death within which Rev. Proc. 2022-32 allows a late portability election (its §4.01). */
export const LATE_ELECTION_YEARS = 5;

/** The basic exclusion amount of a year of death, with its source; null before 2021. */
export function basicExclusionOfDeathYear(year: number): { amountUsd: number; source: string } | null {
  const earlier = EARLIER_BASIC_EXCLUSION[year];
  if (earlier) return earlier;
  if (year < 2024) return null;
  return {
    amountUsd: basicExclusionAmountFor(year),
    source: BASIC_EXCLUSION_AMOUNT_SOURCES[year] ?? "IRC §2010(c)(3) as amended by Pub. L. 119-21, indexed (projected)",
  };
}

/** A widow(er) whose spouse died within the late-election window: the death year, else null. */
function lateElectionYear(ctx: StrategyContext): number | null {
  const f = ctx.facts;
  if (f.maritalStatus !== "widowed") return null;
  // The notes say the spouse died but not when: the election may still be open. The earliest year
  // of the window is assumed (the lowest exclusion, so the figure is not overstated), and the
  // recommendation says to confirm the date.
  if (f.spouseDeathYear === null) {
    const assumed = ctx.household.year - LATE_ELECTION_YEARS;
    return basicExclusionOfDeathYear(assumed) ? assumed : null;
  }
  const elapsed = ctx.household.year - f.spouseDeathYear;
  return elapsed >= 0 && elapsed <= LATE_ELECTION_YEARS && basicExclusionOfDeathYear(f.spouseDeathYear)
    ? f.spouseDeathYear
    : null;
}

/**
 * Portability of the deceased spouse's unused exclusion (DSUE), IRC §2010(c)(2)(B), (c)(4),
 * (c)(5)(A). Minimum net worth 2,000,000.
 *
 * Effect on the household: the survivor's applicable exclusion at the final death is the basic
 * exclusion of that year plus the DSUE (`estate.dsueUsd`), which the household prices against its
 * projection (the baseline assumes no election). The DSUE is the basic exclusion of the first
 * death's year less what the first estate used (Treas. Reg. §20.2010-2(c)(1)); it is not indexed
 * afterwards. With everything passing to a citizen spouse nothing is used; a non-citizen spouse
 * without a QDOT is modelled as half the estate taxed at the first death, which uses exclusion.
 * A widow(er) whose spouse died within five years can still elect late under Rev. Proc. 2022-32
 * (only for an estate not otherwise required to file); the DSUE is then the basic exclusion of
 * the death year, assuming the whole estate passed to the survivor. Cost: the Form 706 at the
 * first death (or now, for a late election).
 */
export const portabilityDsueElection = defineStrategy({
  id: "portability-dsue-election",
  name: "Portability (DSUE) Election",
  category: "Estate & Wealth Transfer",
  description:
    "When the first spouse dies, the executor files an estate tax return to pass that spouse's unused exclusion to the survivor (§2010(c)(4)–(5)), even when no tax is due. The survivor's own exclusion plus the DSUE shelter the estate at the second death; assets passing outright also get a second basis step-up. A widow(er) whose spouse died in the last five years and whose estate did not have to file can still elect under Rev. Proc. 2022-32.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with dsueUsd added to the survivor's applicable exclusion, priced on the household's projection (§2001(c) rates, top 0.40); dsueUsd = basic exclusion of the first death's year − exclusion used at the first death",
    variables: ["dsueUsd"],
  },
  costCalculation: {
    type: "one_time",
    formula: "returnPreparationUsd, paid in yearsToElection",
    variables: ["returnPreparationUsd", "yearsToElection"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["form_706_required", "filing_deadline", "dsue_not_indexed", "remarriage_risk"],
  sources: [
    "IRC §2010(c)(2)(B), (c)(4), (c)(5)(A) (DSUE and the election)",
    "Treas. Reg. §20.2010-2 (election and computation), §20.2010-3(c) (non-citizen surviving spouse)",
    "Rev. Proc. 2022-32 (simplified late election within five years of death)",
    "IRC §2010(c)(3) (basic exclusion amount); Rev. Proc. 2020-45, 2021-45, 2022-38, 2023-34, 2024-40, 2025-32",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "first-death-exclusion",
  variables: {
    dsueUsd: { unit: "USD", description: "Deceased spouse's unused exclusion carried to the survivor." },
    returnPreparationUsd: { unit: "USD", description: "Form 706 preparation and valuations." },
    yearsToElection: {
      unit: "years",
      description: "Years from now until the return is filed (0 for a late election).",
    },
  },
  defaults(ctx) {
    const late = lateElectionYear(ctx);
    if (late !== null) {
      const bea = basicExclusionOfDeathYear(late);
      const amount = bea?.amountUsd ?? 0;
      return {
        dsueUsd: fixed(
          amount,
          `${formatUsd(amount)}: the ${late} basic exclusion amount (${bea?.source ?? "IRC §2010(c)(3)"}), assuming ${ctx.facts.spouseDeathYear === null ? `the death was in ${late} (the notes give no year; the earliest year a late election is still open) and ` : ""}the late spouse's whole estate passed to the client so none of it was used; confirm from the late spouse's estate`,
        ),
        returnPreparationUsd: fixed(
          10_000,
          "a late Form 706 filed only to elect portability, with estimated values for property passing to the spouse (Treas. Reg. §20.2010-2(a)(7)(ii)), about $10,000",
        ),
        yearsToElection: fixed(0, `now: the window closes on the fifth anniversary of the ${late} death`),
      };
    }
    const fd = firstDeathOf(ctx);
    if (!fd) {
      return {
        dsueUsd: fixed(0, "no legal spouse and no recent death of a spouse: no DSUE"),
        returnPreparationUsd: fixed(15_000, "Form 706 prepared for portability, about $15,000"),
        yearsToElection: fixed(0, "no first death to elect at"),
      };
    }
    const nonCitizen = ctx.facts.spouseIsUsCitizen === false;
    const used = nonCitizen ? Math.min(fd.exclusionUsd, fd.shareUsd) : 0;
    const dsue = round(Math.max(0, fd.exclusionUsd - used));
    return {
      dsueUsd: fixed(
        dsue,
        nonCitizen
          ? `${formatUsd(dsue)}: the ${fd.year} basic exclusion amount (${formatUsd(fd.exclusionUsd)}, indexed) less the ${formatUsd(used)} used on the half of the estate taxed at the first death without a QDOT`
          : `${formatUsd(dsue)}: the basic exclusion amount of ${fd.year}, the first death the household model assumes (indexed after 2026); everything passes to the spouse, so none of it is used`,
      ),
      returnPreparationUsd: fixed(
        15_000,
        "Form 706 prepared for portability with estimated values (Treas. Reg. §20.2010-2(a)(7)(ii)), about $15,000",
      ),
      yearsToElection: fixed(fd.yearsFromNow, `${fd.yearsFromNow} years: at the first death in ${fd.year}`),
    };
  },
  effects(v, ctx) {
    const dsue = Math.max(0, v.dsueUsd);
    return {
      flows: [at(v.yearsToElection, -v.returnPreparationUsd, "cost", "Form 706 to elect portability")],
      estate: { dsueUsd: dsue },
      // The DSUE of a death that has happened is fixed in dollars and is not lost if the exclusion
      // is later lowered (Treas. Reg. §20.2010-1(c)): a hedge against a change of law the
      // projection, made on today's law, cannot price. Reported as protection, never added to the
      // savings. For a couple both alive the election is decades away and the projection prices
      // it: it stays in a plan only when the tax it saves there is worth the return.
      protection:
        dsue > 0 && lateElectionYear(ctx) !== null
          ? {
              amountUsd: round(dsue),
              description: `${formatUsd(dsue)} of the late spouse's unused exclusion kept for the survivor: it shelters that much of the estate even if a future law lowers the exclusion`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "dsueUsd",
    mode: "multiply",
    spread: 0.25,
    description: "DSUE 25% lower (exclusion used at the first death) / base / 25% higher",
  },
  eligibility: allOf(
    check(
      // Separated spouses are married in law, but the election is made by the first to die's
      // executor, whom a separating spouse cannot count on (as for the other marital strategies).
      (ctx) =>
        (ctx.household.legallyMarried && ctx.facts.maritalStatus !== "separated") || lateElectionYear(ctx) !== null,
      (ctx) =>
        ctx.household.legallyMarried
          ? "The client is legally married: the first spouse's executor can pass the unused exclusion to the survivor."
          : ctx.facts.spouseDeathYear === null
            ? "The client is widowed and the notes do not give the year of the death: if it was within the last five years, Rev. Proc. 2022-32 still allows a late election (confirm the date)."
            : `The client's spouse died in ${ctx.facts.spouseDeathYear}, within the five years in which Rev. Proc. 2022-32 allows a late election.`,
      (ctx) => {
        const f = ctx.facts;
        if (f.maritalStatus === "partnered")
          return "The client's partner is not a legal spouse, and portability passes exclusion only between spouses (IRC §2010(c)(4)).";
        if (f.maritalStatus === "separated")
          return "The spouses are separated: the election belongs to the executor of the first to die, so it waits until the separation is settled.";
        if (f.maritalStatus === "widowed")
          return `The spouse died in ${f.spouseDeathYear}, more than five years ago: the simplified late election of Rev. Proc. 2022-32 is closed (only a private letter ruling under Treas. Reg. §301.9100-3 remains).`;
        return "Portability passes a deceased spouse's unused exclusion to the survivor; the notes show no spouse and no recent death of one.";
      },
    ),
    check(
      () => true,
      (ctx) =>
        ctx.facts.spouseIsUsCitizen === false
          ? "The spouse is not a US citizen: the marital deduction needs a QDOT (IRC §2056(d)), and a non-citizen survivor can use the DSUE only once the QDOT's deferred tax is settled (Treas. Reg. §20.2010-3(c)(2))."
          : "The DSUE follows the household's projection: it saves tax only if the survivor's estate would exceed one exclusion.",
      "",
    ),
  ),
  answers(ctx): Answer | null {
    const late = lateElectionYear(ctx);
    const h = ctx.household;
    if (late !== null)
      return {
        urgency: "time-critical",
        reason:
          ctx.facts.spouseDeathYear === null
            ? "The client is widowed and the notes do not say when: a late portability election is open until the fifth anniversary of the death (Rev. Proc. 2022-32), so the date decides whether it can still be made."
            : `The spouse died in ${late}: a late portability election is open until the fifth anniversary of the death, in ${late + LATE_ELECTION_YEARS} (Rev. Proc. 2022-32).`,
      };
    if (h.legallyMarried && h.baseline.federalTaxUsd > 0)
      return {
        urgency: "client-specific",
        reason: `The couple's estate is projected to owe ${formatUsd(h.baseline.federalTaxUsd)} of federal estate tax in ${h.baseline.year} with one exclusion; electing portability at the first death keeps the first spouse's exclusion.`,
      };
    return null;
  },
  timeline: "Form 706 due 9 months after the first death (15 with extension; up to 5 years under Rev. Proc. 2022-32)",
  keyBenefits: [
    "Adds the first spouse's unused exclusion to the survivor's",
    "Keeps a second basis step-up on assets left outright",
    "Low cost relative to the tax protected",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "estate", "exemption", "widow", "simple"],
  explanation: {
    overview:
      "Portability lets a surviving spouse use the late spouse's unused exclusion. It happens only if the first spouse's executor files an estate tax return electing it, even when no tax is due. For a couple whose combined estate might one day exceed one exclusion, the election is cheap insurance; a widow(er) whose spouse died in the last five years can often still make it.",
    keyComponents: [
      "Form 706 filed by the first spouse's executor (timely, or late under Rev. Proc. 2022-32)",
      "DSUE computation on the return",
      "Survivor's gifts use DSUE first",
      "Records kept for the survivor's estate",
    ],
    steps: [
      step(
        "Value the first estate",
        "Gather date-of-death values (estimates allowed for property passing to the spouse or to charity).",
        "Months 1–6 after the death",
        ["Asset statements", "Appraisals as needed"],
      ),
      step("File Form 706", "Elect portability and compute the DSUE.", "Within 9 months (15 with extension)", [
        "Form 706",
      ]),
      step(
        "Late election if missed",
        "If the estate did not have to file, file within five years of the death, headed as filed under Rev. Proc. 2022-32.",
        "Before the fifth anniversary of the death",
        ["Form 706", "Rev. Proc. 2022-32 statement"],
      ),
      step(
        "Use the DSUE",
        "The survivor may make lifetime gifts that use the DSUE first.",
        "Any time after the election",
        ["Form 709"],
      ),
    ],
    prerequisites: [
      "A married couple, or a widow(er) whose spouse died within five years",
      "First spouse's estate leaves exclusion unused",
    ],
    professionals: ["Estate planning attorney", "CPA experienced with Form 706", "Appraiser"],
    secondaryBenefits: [
      "Second basis step-up on assets the survivor owns outright",
      "Simpler than trusts at the first death",
    ],
    taxAdvantages: [
      "Survivor's exclusion plus DSUE shelter the second estate",
      "DSUE gifts during the survivor's life",
    ],
    risks: [
      risk(
        "Missed deadline",
        "Without a return the DSUE is lost.",
        "File even when no tax is due; Rev. Proc. 2022-32 relief within five years for estates not required to file.",
      ),
      risk(
        "Remarriage",
        "The DSUE is from the last deceased spouse; a new spouse dying first can replace it.",
        "Use the DSUE through gifts soon after the election.",
      ),
      risk(
        "No growth sheltered",
        "The DSUE is a fixed amount and not indexed after the first death.",
        "Compare a credit shelter or Clayton trust for large estates.",
      ),
      risk(
        "Non-citizen survivor",
        "A non-citizen surviving spouse can use the DSUE only once the QDOT tax is finally settled.",
        "Plan the QDOT and its distributions with the DSUE in mind.",
      ),
    ],
    marketRisks: ["Strong growth can push the survivor's estate above both exclusions"],
    regulatoryConsiderations: [
      "The IRS may examine the first return while the DSUE is used (§2010(c)(5)(B))",
      "Most state estate taxes do not allow portability",
    ],
    liquidityConsiderations: "No assets are tied up; the survivor keeps full ownership.",
    alternatives: [
      {
        strategy: "credit-shelter-trust",
        whyNotChosen: "Shelters growth and state exemptions but loses the second step-up.",
      },
      { strategy: "disclaimer-trust", whyNotChosen: "Lets the survivor choose a bypass trust for part of the estate." },
    ],
    uniqueAdvantages: ["Simplest way to use both spouses' exclusions"],
    successMetrics: [
      metric("Election filed", "Within the deadline", "At the first death"),
      metric("DSUE preserved", "Not lost through remarriage", "Every 3 years"),
    ],
    qualitativeIndicators: ["Survivor understands the DSUE amount"],
    warningSignals: ["Executor believes no return is needed", "Remarriage without planning"],
    reviewSchedule: "At the first death; then every 3 years with the survivor's estate plan.",
    exitStrategy: "The election is irrevocable once the deadline passes; the DSUE can be used by gifts or at death.",
  },
});
