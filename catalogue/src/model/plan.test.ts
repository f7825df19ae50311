import { describe, expect, it } from "vitest";
import { type Candidate, rankCandidates } from "./plan.ts";
import type { Urgency } from "./strategy.ts";

/** A candidate with only what the ranking reads: urgency, present-value net, protected amount. */
const candidate = (id: string, urgency: Urgency, netUsd: number, protectionUsd: number | null): Candidate =>
  ({
    strategy: { id },
    figures: {
      presentValue: { netUsd },
      protection: protectionUsd === null ? null : { amountUsd: protectionUsd, description: "" },
    },
    eligibility: { fits: true, reasons: [] },
    answer: { urgency, reason: "" },
    matchedGoals: [],
  }) as unknown as Candidate;

describe("rankCandidates", () => {
  it("urgency first; savers by present-value net; protections that are only a cost by the exposure they cover", () => {
    const ranked = rankCandidates([
      candidate("umbrella", "client-specific", -35_000, 640_000),
      candidate("buy-sell", "client-specific", -162_000, 2_000_000),
      candidate("roth", "client-specific", 15_000, null),
      candidate("key-person", "client-specific", -6_000, 1_000_000),
      candidate("will", "basic", -3_500, 0),
      candidate("shelter", "client-specific", 1_100_000, null),
    ]).map((c) => c.strategy.id);
    // The $2M buy-sell before the $1M key-person cover and the $640k umbrella, whatever their premiums.
    expect(ranked).toEqual(["will", "shelter", "roth", "buy-sell", "key-person", "umbrella"]);
  });

  it("a family's textbook member goes ahead of its alternatives of the same urgency, and only of them", () => {
    const member = (id: string, urgency: Urgency, netUsd: number, textbook = false): Candidate => {
      const c = candidate(id, urgency, netUsd, null);
      return {
        ...c,
        strategy: { id, family: "concentrated-position", textbookInFamily: textbook },
      } as unknown as Candidate;
    };
    const ranked = rankCandidates([
      member("direct-indexing", "client-specific", 30_000),
      candidate("roth", "client-specific", 20_000, null),
      member("exchange-fund", "client-specific", 5_000, true),
      member("collar", "basic", -1_000),
    ]).map((c) => c.strategy.id);
    // The basic collar keeps its place; the exchange fund takes direct indexing's, the rest move down one.
    expect(ranked).toEqual(["collar", "exchange-fund", "direct-indexing", "roth"]);
  });

  it("a trust at the first death goes ahead of a strategy of the same urgency that saves estate tax by giving assets away", () => {
    const estate = (id: string, family: string, netUsd: number, estateTaxSavingsUsd: number): Candidate => {
      const c = candidate(id, "client-specific", netUsd, null);
      return {
        ...c,
        strategy: { id, family },
        figures: { ...c.figures, presentValue: { netUsd, estateTaxSavingsUsd } },
      } as unknown as Candidate;
    };
    const ranked = rankCandidates([
      estate("section-529-superfunding", "education-funding", 144_000, 117_000),
      estate("state-estate-tax-planning", "residency", 102_000, 126_000),
      estate("credit-shelter-trust", "first-death-exclusion", 99_000, 134_000),
      estate("portability-dsue-election", "first-death-exclusion", 120_000, 90_000),
      candidate("roth", "client-specific", 200_000, null),
    ]).map((c) => c.strategy.id);
    // The credit shelter trust takes the 529 superfunding's place; a change of domicile is not a gift and
    // keeps its place; the portability election (it only keeps the exclusion) keeps its own.
    expect(ranked).toEqual([
      "roth",
      "credit-shelter-trust",
      "section-529-superfunding",
      "portability-dsue-election",
      "state-estate-tax-planning",
    ]);
  });

  it("the vehicle a complement of another family builds on takes the complement's place, whatever its own rank", () => {
    const c = (id: string, urgency: Urgency, netUsd: number, family: string, complements?: string[]): Candidate =>
      ({
        ...candidate(id, urgency, netUsd, null),
        strategy: { id, family, complements },
      }) as unknown as Candidate;
    const ranked = rankCandidates([
      c("state-estate-tax-planning", "client-specific", 102_000, "residency", ["credit-shelter-trust"]),
      c("roth", "client-specific", 50_000, "roth"),
      c("credit-shelter-trust", "client-specific", 99_000, "first-death-exclusion"),
      c("daf", "client-specific", 40_000, "charitable-vehicle", ["bunching"]),
      c("bunching", "client-specific", 45_000, "charitable-vehicle", ["daf"]),
    ]).map((x) => x.strategy.id);
    // Complements of the same family (the DAF and bunching) keep the order of their figures.
    expect(ranked).toEqual(["credit-shelter-trust", "state-estate-tax-planning", "roth", "bunching", "daf"]);
  });
});
