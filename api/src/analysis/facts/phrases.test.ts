import { describe, expect, it } from "vitest";
import { US_CITIES, US_STATES } from "../us-states.ts";
import { PhraseMatcher } from "./phrases.ts";

/**
 * PhraseMatcher replaces alternation regexes (residence.ts, amounts.ts): it must find exactly
 * what `(?<!\w)(?:p1|p2|…)(?!\w)` finds, each space of a phrase as `\s+`.
 */

const asPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
const alternation = (phrases: string[], flags: string) =>
  new RegExp(`(?<!\\w)(?:${phrases.map(asPattern).join("|")})(?!\\w)`, flags);

/** Deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

const viaRegex = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => [m.index, m[0]]);
const viaMatcher = (matcher: PhraseMatcher, text: string) => matcher.matchAll(text).map((m) => [m.index, m.text]);

describe("PhraseMatcher", () => {
  const places = [...Object.keys(US_CITIES), ...Object.keys(US_STATES)].sort((a, b) => b.length - a.length);
  const matcher = new PhraseMatcher(places, true);
  const re = alternation(places, "gi");

  it("finds the city and state names the alternation finds, in prose", () => {
    const text =
      "Moved from St. Louis to West Palm Beach, FL; kids in New   York and Winston-Salem. Washington, D.C. condo, " +
      "Coeur d'Alene cabin, martha's vineyard house; PALM BEACH gardens; Naples-based; xNaples; Naples1; 'Boston'.";
    expect(viaMatcher(matcher, text)).toEqual(viaRegex(re, text));
    expect(viaMatcher(matcher, text).map(([, t]) => t)).toContain("West Palm Beach");
  });

  it("finds the same matches on random text made of pieces of names", () => {
    const r = random(7);
    const pieces = [
      ...places.flatMap((p) => p.split(" ")),
      ...places.slice(0, 80),
      " ",
      "  ",
      "\n",
      "\t",
      "\u00a0",
      ",",
      ".",
      "-",
      "'",
      "x",
      "1",
      "_",
      "é",
    ];
    for (let round = 0; round < 200; round++) {
      let text = "";
      for (let i = 0; i < 40; i++) {
        const piece = pieces[Math.floor(r() * pieces.length)] ?? "";
        text += r() < 0.3 ? piece.toUpperCase() : piece;
        if (r() < 0.5) text += " ";
      }
      expect(viaMatcher(matcher, text)).toEqual(viaRegex(re, text));
    }
  });

  it("matches case as written when asked, and takes the first phrase in list order at one place", () => {
    const names = ["Ann", "Ann-Marie", "Jo", "Joan"];
    const named = new PhraseMatcher(names, false);
    const text = "Ann-Marie and Joan met ann, Jo-Ann and JOAN; Annie, Jo.";
    expect(viaMatcher(named, text)).toEqual(viaRegex(alternation(names, "g"), text));
  });
});
