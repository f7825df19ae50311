import { formatUsd } from "@fsa/shared";
import type { Answer, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, noEstatePlan, risk, setup, step } from "../kit.ts";
import { lifeChangeSinceWill } from "./wills-and-guardian-nomination.ts";

const hasBoth = (ctx: StrategyContext) =>
  ctx.facts.estateDocuments.includes("power_of_attorney") &&
  ctx.facts.estateDocuments.includes("health_care_directive");

const oldest = (ctx: StrategyContext) => Math.max(ctx.household.primary.age, ctx.household.spouse?.age ?? 0);

/**
 * Durable financial power of attorney and health-care directive (with a health-care proxy). No
 * minimum net worth.
 *
 * If a person loses capacity without them, only a court can appoint someone to manage their
 * money or decide on their care (guardianship or conservatorship, Uniform Guardianship,
 * Conservatorship, and Other Protective Arrangements Act), a process of months, fees and public
 * filings; an unmarried partner has no authority at all without them. Its value is protection that
 * is not a dollar figure; cost: attorney's fees now, about $500–1,000 when drafted alone (an
 * assumption; often part of a will package).
 */
export const powersOfAttorneyAndHealthCareDirective = defineStrategy({
  id: "powers-of-attorney-and-health-care-directive",
  name: "Durable Powers of Attorney and Health-Care Directive",
  category: "Estate Planning",
  description:
    "A durable power of attorney names who manages the client's money if they cannot, and a health-care directive with a health-care proxy names who decides on their medical care and records their wishes. Without them a court must appoint a guardian or conservator, and an unmarried partner has no say.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection, not a dollar figure: an agent for the client's financial accounts (managedAssetsUsd) and health-care decisions without a court guardianship",
    variables: ["managedAssetsUsd"],
  },
  costCalculation: { type: "one_time", formula: "attorneyFeesUsd", variables: ["attorneyFeesUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 0,
  regulatoryDisclosures: ["state_law_dependent", "execution_formalities", "hipaa_authorization"],
  sources: [
    "Uniform Power of Attorney Act §104 (durable unless it says otherwise)",
    "Uniform Health-Care Decisions Act",
    "Uniform Guardianship, Conservatorship, and Other Protective Arrangements Act (the court process the documents avoid)",
    "45 C.F.R. §164.502(g) (personal representatives under HIPAA)",
  ],
  domain: "estate",
  variables: {
    managedAssetsUsd: { unit: "USD", description: "Accounts an agent could manage under the power of attorney." },
    attorneyFeesUsd: { unit: "USD", description: "Attorney's fees for the documents." },
  },
  defaults(ctx) {
    const b = ctx.household.balance;
    const managed = b.taxableUsd + b.cashUsd + b.retirementUsd + b.otherUsd;
    const couple = ctx.household.spouse !== null;
    return {
      managedAssetsUsd: fixed(
        managed,
        `${formatUsd(managed)}: investment, cash and retirement accounts and unlisted assets on the balance sheet`,
      ),
      attorneyFeesUsd: fixed(
        couple ? 1_200 : 750,
        couple
          ? "about $1,200 for both partners' documents (about $500–1,000 each when drafted alone, an assumption)"
          : "about $750 (about $500–1,000 when drafted alone, an assumption)",
      ),
    };
  },
  effects(v, ctx) {
    const partner = ctx.facts.maritalStatus === "partnered";
    return {
      flows: setup(v.attorneyFeesUsd, "attorney's fees for the powers of attorney and directive"),
      protection: {
        amountUsd: 0,
        description: `If the client could not act, an agent of their choosing${partner ? " (the unmarried partner, who otherwise has no authority)" : ""} could manage ${v.managedAssetsUsd > 0 ? `the ${formatUsd(v.managedAssetsUsd)} of accounts` : "the client's accounts"} and decide on their care without a court guardianship or conservatorship.`,
      },
    };
  },
  sensitivity: {
    variable: "attorneyFeesUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Attorney's fees half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      (ctx) => !hasBoth(ctx) || ctx.facts.estatePlanOutdated || lifeChangeSinceWill(ctx) !== null,
      (ctx) =>
        hasBoth(ctx)
          ? `The client has both documents, but ${ctx.facts.estatePlanOutdated ? "the notes call the estate documents out of date" : lifeChangeSinceWill(ctx)}, so the person named to act may no longer be the right one.`
          : noEstatePlan(ctx.facts)
            ? "The notes say the client has no estate documents."
            : "The notes do not mention both a durable power of attorney and a health-care directive.",
      "The notes say the client already has a durable power of attorney and a health-care directive.",
    ),
  ),
  answers(ctx): Answer | null {
    const f = ctx.facts;
    // Documents the notes call out of date (an ex-spouse as agent, drawn decades ago) are redone,
    // even when both exist; after a divorce or a death the agent named is often the spouse.
    if (f.estatePlanOutdated)
      return {
        urgency: "basic",
        reason:
          "The notes say the client's estate documents are out of date: the powers of attorney and health-care directive are redone with them, so the person named to act is the one the client wants now.",
      };
    // The agent named is often the spouse who died or was divorced; a directive is written for the
    // state the client lived in (the same assumption as the wills': the documents predate the change).
    const change = lifeChangeSinceWill(ctx);
    if (change)
      return {
        urgency: "basic",
        reason: `Since the documents were signed (assumed), ${change}: the person named to act, and the directive's form, are checked and redone.`,
      };
    if (hasBoth(ctx)) return null;
    if (noEstatePlan(f))
      return {
        urgency: "basic",
        reason:
          "The notes say the client has no estate documents: nobody could act for them if they were incapacitated.",
      };
    if (f.maritalStatus === "partnered")
      return {
        urgency: "basic",
        reason: "An unmarried partner has no legal authority to act or decide for the client without these documents.",
      };
    if (!ctx.household.primary.ageAssumed && oldest(ctx) >= 65)
      return {
        urgency: "basic",
        reason: `At ${oldest(ctx)}, durable powers of attorney and a health-care directive are due.`,
      };
    return null;
  },
  timeline: "1–3 weeks",
  keyBenefits: [
    "Someone the client chose can act at once on incapacity",
    "No court guardianship or conservatorship",
    "The client's medical wishes recorded",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["incapacity", "power of attorney", "health care", "medical", "dementia", "partner"],
  explanation: {
    overview:
      "Incapacity is more likely than early death for most clients. A durable power of attorney lets a chosen agent pay bills, manage investments and deal with the IRS; a health-care directive and proxy say who decides on treatment and what the client wants. Without them the family must ask a court, and an unmarried partner may have no standing at all.",
    keyComponents: [
      "Durable financial power of attorney (immediate or springing)",
      "Health-care power of attorney (proxy) and living will",
      "HIPAA authorisation",
      "Successor agents",
    ],
    steps: [
      step("Choose agents", "Pick a financial agent, a health-care agent and alternates.", "Week 1", [
        "Agents' contact details",
      ]),
      step("Sign", "Sign with the witnesses or notary state law requires.", "Weeks 1–3", [
        "Power of attorney",
        "Health-care directive",
        "HIPAA authorisation",
      ]),
      step("Distribute", "Give copies to agents, doctors and financial institutions.", "Week 3", [
        "Copies on file with banks and doctors",
      ]),
    ],
    prerequisites: ["Trusted agents willing to serve"],
    professionals: ["Estate planning or elder law attorney"],
    secondaryBenefits: ["Agent can continue a gifting or tax plan if authorised", "Avoids family disputes over care"],
    taxAdvantages: ["An agent authorised to make gifts and elections can keep a tax plan running"],
    risks: [
      risk("Abuse by the agent", "An agent can misuse broad powers.", "Choose carefully; require accountings."),
      risk(
        "Institutions refuse old forms",
        "Some banks resist stale or out-of-state forms.",
        "Use the state's statutory form and refresh it periodically.",
      ),
    ],
    marketRisks: ["None"],
    regulatoryConsiderations: ["Forms and formalities differ by state", "Gifting powers must be granted expressly"],
    liquidityConsiderations: "No assets are tied up.",
    alternatives: [
      {
        strategy: "revocable-living-trust",
        whyNotChosen: "A successor trustee manages trust assets on incapacity; the power of attorney covers the rest.",
      },
    ],
    uniqueAdvantages: ["The only way to choose, in advance, who acts if the client cannot"],
    successMetrics: [
      metric("Documents signed", "Both adults", "Once"),
      metric("Copies on file", "Banks, doctors and agents", "After signing"),
    ],
    qualitativeIndicators: ["Agents know where the documents are"],
    warningSignals: ["An agent has died or moved away", "Documents older than 10 years"],
    reviewSchedule: "Every 5 years and after a change in health, marriage or agents.",
    exitStrategy: "The client can revoke or replace the documents while they have capacity.",
  },
});
