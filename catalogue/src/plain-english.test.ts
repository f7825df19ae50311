import { describe, expect, it } from "vitest";
import { CATALOGUE, strategyName } from "./index.ts";

/** Issue #16 "the strategy's name, not its id": a strategy's prose names another by its name. */
describe("catalogue prose in plain English", () => {
  const ids = CATALOGUE.map((s) => s.id).sort((a, b) => b.length - a.length);
  const anyId = new RegExp(`(?<![\\w-])(${ids.join("|")})(?![\\w-])`);

  it("no description, explanation or benefit text holds a strategy id (alternatives are named through strategyName)", () => {
    const offenders = CATALOGUE.flatMap((s) => {
      const { alternatives, ...explanation } = s.explanation;
      const prose = [
        s.name,
        s.description,
        s.lifeInsuranceComponent,
        s.annuityComponent,
        s.timeline,
        ...s.keyBenefits,
        JSON.stringify(explanation),
        ...alternatives.map((a) => a.whyNotChosen),
      ].join("\n");
      const m = prose.match(anyId);
      return m ? [`${s.id}: ${m[0]}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it("every alternative resolves to a catalogue strategy's name", () => {
    for (const s of CATALOGUE) {
      for (const a of s.explanation.alternatives)
        expect(strategyName(a.strategy), `${s.id} → ${a.strategy}`).not.toBe(a.strategy);
    }
  });
});
