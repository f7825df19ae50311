import { formatUsd } from "@fsa/shared";
import type { Answer, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, noEstatePlan, risk, setup, step } from "../kit.ts";

/**
 * True when the notes say the client already has a will (or a revocable trust with its pour-over
 * will), or an estate plan without naming its documents. A plan whose documents are named and hold
 * no will ("only a POA, done when he had surgery") is not one.
 */
export const hasWill = (ctx: StrategyContext): boolean => {
  const docs = ctx.facts.estateDocuments;
  if (docs.includes("will") || docs.includes("revocable_trust")) return true;
  return ctx.facts.hasEstatePlan === true && !docs.some((d) => d !== "buy_sell_agreement");
};

/**
 * A change in the client's life that a will written before it does not reflect, in words, or null:
 * the spouse's death (the will left everything to the spouse and named them executor), a divorce
 * (state law revokes the ex-spouse's gifts, but the rest of the plan falls with them), or a move
 * from another state (execution, community-property and fiduciary rules differ). An assumption of
 * practice: the notes give no date for the will, so a will is taken to predate the change.
 */
export function lifeChangeSinceWill(ctx: StrategyContext): string | null {
  const f = ctx.facts;
  if (f.maritalStatus === "widowed") return "the spouse has died";
  if (f.maritalStatus === "divorced") return "the client has divorced";
  // A separating spouse is often still the executor, guardian or agent the documents name.
  if (f.maritalStatus === "separated") return "the client is separated from the spouse";
  if (f.formerState !== null && f.state !== null && f.formerState !== f.state)
    return `the client has moved from ${f.formerState} to ${f.state}`;
  return null;
}

/**
 * Minor children: those with a stated age under 18; when the notes give a count but no ages, the
 * children of a client stated to be under 50 are counted as possibly minor (never stated as fact).
 */
function minorsOf(ctx: StrategyContext): { count: number; stated: boolean } {
  const f = ctx.facts;
  if (f.childrenAges.length > 0) return { count: f.childrenAges.filter((a) => a < 18).length, stated: true };
  const p = ctx.household.primary;
  return { count: !p.ageAssumed && p.age < 50 ? (f.childrenCount ?? 0) : 0, stated: false };
}

/**
 * Wills and nomination of a guardian for minor children. No minimum net worth: every adult with
 * a minor child or without a will needs one.
 *
 * Without a will, the state's intestacy statute decides who inherits (e.g. Uniform Probate Code
 * §§2-102, 2-103: an unmarried partner inherits nothing) and a court chooses the guardian of minor
 * children and the conservator of their property (UPC §§5-202, 5-204 let a parent appoint a
 * guardian by will). Its value is protection that is not a dollar figure: who raises the
 * children and who inherits. Cost: attorney's fees now, about $1,500–3,500 (an assumption by
 * household: one will, two wills, or wills with a guardian nomination and a trust for the
 * children's inheritance).
 */
export const willsAndGuardianNomination = defineStrategy({
  id: "wills-and-guardian-nomination",
  name: "Wills and Guardian Nomination",
  category: "Estate Planning",
  description:
    "A will names who inherits, who settles the estate and, for parents of minor children, who would raise the children and manage their inheritance. Without one, the state's intestacy rules decide who inherits and a court appoints the guardian.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection, not a dollar figure: a guardian named for minorChildren and the estate directed by the client instead of the intestacy statute",
    variables: ["minorChildren"],
  },
  costCalculation: { type: "one_time", formula: "attorneyFeesUsd", variables: ["attorneyFeesUsd"] },
  lifeInsuranceComponent: "Term life insurance often funds the children's trust named in the will.",
  annuityComponent: "N/A",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["state_law_dependent", "execution_formalities", "court_confirms_guardian"],
  sources: [
    "Uniform Probate Code §§2-101–2-103 (intestate succession)",
    "Uniform Probate Code §§2-502 (execution of wills), 5-202 (parental appointment of a guardian by will), 5-204",
    "State intestacy and guardianship statutes (the court confirms a nominated guardian)",
  ],
  domain: "estate",
  variables: {
    minorChildren: { unit: "count", description: "Children under 18 who would need a guardian." },
    attorneyFeesUsd: { unit: "USD", description: "Attorney's fees for the wills." },
  },
  defaults(ctx) {
    const m = minorsOf(ctx);
    const minors = m.count;
    const couple = ctx.household.spouse !== null;
    const fee = minors > 0 ? 3_500 : couple ? 2_500 : 1_500;
    return {
      minorChildren: fixed(
        minors,
        minors > 0
          ? m.stated
            ? `${minors} child${minors === 1 ? "" : "ren"} under 18, as stated`
            : `${minors} child${minors === 1 ? "" : "ren"} of a client under 50, ages not stated: counted as possibly minor`
          : "no minor children stated",
      ),
      attorneyFeesUsd: fixed(
        fee,
        minors > 0
          ? "about $3,500: wills with a guardian nomination and a trust for the children's inheritance (typical fees $1,500–3,500, an assumption)"
          : couple
            ? "about $2,500: a will for each partner (typical fees $1,500–3,500, an assumption)"
            : "about $1,500: a simple will (typical fees $1,500–3,500, an assumption)",
      ),
    };
  },
  effects(v, ctx) {
    const f = ctx.facts;
    const minors = Math.round(v.minorChildren);
    const parts = [
      minors > 0
        ? `names the guardian of ${minors} minor child${minors === 1 ? "" : "ren"} and who manages their inheritance`
        : "names who inherits and who settles the estate",
      f.maritalStatus === "partnered"
        ? "and provides for the unmarried partner, who inherits nothing under intestacy"
        : `instead of the state's intestacy rules${ctx.household.balance.netWorthUsd > 0 ? ` for the ${formatUsd(ctx.household.balance.netWorthUsd)} estate` : ""}`,
    ];
    return {
      flows: setup(v.attorneyFeesUsd, "attorney's fees for the wills"),
      protection: { amountUsd: 0, description: `The will ${parts.join(" ")}.` },
    };
  },
  sensitivity: {
    variable: "attorneyFeesUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Attorney's fees 40% lower / base / 40% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => !hasWill(ctx) || ctx.facts.estatePlanOutdated || lifeChangeSinceWill(ctx) !== null,
      (ctx) =>
        ctx.facts.estatePlanOutdated
          ? "The notes say the client's will is old or out of date, so it needs redrafting."
          : hasWill(ctx) && lifeChangeSinceWill(ctx) !== null
            ? `The client has a will, but ${lifeChangeSinceWill(ctx)} since it was signed (assumed), so it needs redrafting.`
            : noEstatePlan(ctx.facts)
              ? "The notes say the client has no estate plan, so there is no will."
              : "The notes do not mention a will.",
      "The notes say the client already has a will; review its guardian nomination and beneficiaries at the next update.",
    ),
  ),
  answers(ctx): Answer | null {
    if (ctx.facts.estatePlanOutdated)
      return {
        urgency: "basic",
        reason: "The notes say the client's will is old or out of date: it no longer reflects the family.",
      };
    const change = hasWill(ctx) ? lifeChangeSinceWill(ctx) : null;
    if (change)
      return {
        urgency: "basic",
        reason: `The client has a will, but ${change} since it was signed (assumed): it needs redrafting.`,
      };
    if (hasWill(ctx)) return null;
    const m = minorsOf(ctx);
    if (m.count > 0)
      return {
        urgency: "basic",
        reason: m.stated
          ? `The client has ${m.count} minor child${m.count === 1 ? "" : "ren"}: a will names their guardian.`
          : `The client, under 50, has ${m.count} child${m.count === 1 ? "" : "ren"} whose ages the notes do not give; for a minor child a will names the guardian.`,
      };
    if (noEstatePlan(ctx.facts)) return { urgency: "basic", reason: "The notes say the client has no will." };
    // Silence about a will counts only when the notes describe the household's wealth at all.
    return ctx.household.balance.netWorthSource === "unknown"
      ? null
      : { urgency: "basic", reason: "The notes do not mention a will." };
  },
  timeline: "2–4 weeks",
  keyBenefits: [
    "Names the guardian of minor children",
    "Directs the estate instead of the intestacy statute",
    "Names the executor and trustees",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["will", "guardian", "children", "kids", "estate plan", "intestacy"],
  explanation: {
    overview:
      "A will is the first estate document. For parents of minor children it names who would raise them and who would manage their money; for everyone it says who inherits, which intestacy rules would otherwise decide (an unmarried partner, a stepchild or a friend inherits nothing without one).",
    keyComponents: [
      "Will for each adult",
      "Guardian and alternate guardian for minor children",
      "Trust for a minor's inheritance, with a trustee",
      "Executor and alternates",
    ],
    steps: [
      step("Decide", "Choose guardians, executors and how the children's inheritance is held.", "Week 1", [
        "Family information",
      ]),
      step("Draft and sign", "Attorney drafts; sign with the witnesses state law requires.", "Weeks 2–4", [
        "Wills",
        "Self-proving affidavits",
      ]),
      step("Coordinate", "Align beneficiary designations and titling with the wills.", "Weeks 3–6", [
        "Beneficiary designation forms",
      ]),
    ],
    prerequisites: ["Chosen guardians willing to serve"],
    professionals: ["Estate planning attorney"],
    secondaryBenefits: ["Names an executor who can serve without bond", "Can create trusts for children"],
    taxAdvantages: ["Can hold credit-shelter or disclaimer provisions for married couples"],
    risks: [
      risk(
        "Assets outside the will",
        "Retirement accounts and insurance pass by beneficiary designation, not by the will.",
        "Review designations at the same time.",
      ),
      risk(
        "Outdated will",
        "Births, deaths, divorce and moves change what the will should say.",
        "Review every 3–5 years.",
      ),
    ],
    marketRisks: ["None"],
    regulatoryConsiderations: [
      "Execution formalities differ by state",
      "A court confirms the nominated guardian in the child's best interest",
    ],
    liquidityConsiderations: "No assets are tied up.",
    alternatives: [
      {
        strategy: "revocable-living-trust",
        whyNotChosen: "Also avoids probate; still needs a pour-over will to name guardians.",
      },
    ],
    uniqueAdvantages: ["The only document that nominates a guardian for minor children"],
    successMetrics: [
      metric("Wills signed", "Both adults", "Once"),
      metric("Review", "Every 3–5 years", "Every 3–5 years"),
    ],
    qualitativeIndicators: ["Guardians have agreed to serve"],
    warningSignals: ["A named guardian can no longer serve", "A new child not provided for"],
    reviewSchedule: "Every 3–5 years and after births, deaths, marriage, divorce or a move to another state.",
    exitStrategy: "A will can be revoked or replaced at any time while the client has capacity.",
  },
});
