import { amountToUsd, type TFactCorrections } from "@fsa/shared";
import { FACT_SPECS, type FactField, type FactKind } from "./fact-fields.ts";

/**
 * Editing the client facts before a recalculation (issue #12 item 4): what an input shows for a
 * value, how what the adviser typed becomes a value, and the complete set of corrections to send.
 * The server validates again with the shared schema; these checks give the message at once.
 */

/** What the editor of a fact holds: text for inputs and selects, a list for the document checkboxes. */
export type FactInput = string | string[];

/** The input of a fact for `value`: the figure without formatting, "yes"/"no", a choice, lines. */
export function toFactInput(field: FactField, value: unknown): FactInput {
  const kind: FactKind = FACT_SPECS[field].kind;
  if (kind.type === "choice-list") return Array.isArray(value) ? value.map(String) : [];
  if (value === null || value === undefined) return "";
  switch (kind.type) {
    case "share":
      return typeof value === "number" ? String(Number((value * 100).toFixed(4))) : "";
    case "boolean":
    case "optional-boolean":
      return value === true ? "yes" : value === false ? "no" : "";
    case "text-list":
      return Array.isArray(value) ? value.join("\n") : "";
    case "integer-list":
      return Array.isArray(value) ? value.join(", ") : "";
    default:
      return String(value);
  }
}

export type ParsedFact = { ok: true; value: unknown } | { ok: false; message: string };

const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(billion|million|thousand|mil|bn|mm|[kmb])?$/i;
const INTEGER = /^\d+$/;

/**
 * What the adviser typed as the fact's value. An empty input (or "Not known") is `null`: the fact
 * is unknown. Amounts accept `$2,500,000`, `2.5 million`, `850k`; shares are typed in percent;
 * ages are 0–120 and years 1900–2100 (the API's bounds, shared/src/versions.ts).
 */
export function parseFactInput(field: FactField, input: FactInput): ParsedFact {
  const kind: FactKind = FACT_SPECS[field].kind;
  if (kind.type === "choice-list") return { ok: true, value: Array.isArray(input) ? input : [] };
  const text = (Array.isArray(input) ? input.join("\n") : input).trim();
  if (kind.type === "boolean") return { ok: true, value: text === "yes" };
  if (kind.type === "text-list")
    return {
      ok: true,
      value: text
        .split("\n")
        .map((s) => s.trim())
        .filter(Boolean),
    };
  if (kind.type === "integer-list") {
    const parts = text ? text.split(/[,\s]+/).filter(Boolean) : [];
    if (parts.some((p) => !INTEGER.test(p) || Number(p) > 120))
      return { ok: false, message: "Enter ages in whole years, separated by commas, such as 12, 9" };
    return { ok: true, value: parts.map(Number) };
  }
  if (text === "") return { ok: true, value: null };
  switch (kind.type) {
    case "usd": {
      const m = AMOUNT.exec(text);
      if (!m?.[1]) return { ok: false, message: "Enter an amount in dollars, such as 2,500,000 or 2.5 million" };
      return { ok: true, value: amountToUsd(m[1], m[2]) };
    }
    case "share": {
      const n = Number(text.replace(/%$/, ""));
      if (!Number.isFinite(n) || n < 0 || n > 100) return { ok: false, message: "Enter a percentage from 0 to 100" };
      return { ok: true, value: n / 100 };
    }
    case "integer": {
      const max = kind.unit === "years" ? 120 : 1000;
      if (!INTEGER.test(text) || Number(text) > max)
        return {
          ok: false,
          message: kind.unit === "years" ? "Enter an age in whole years, from 0 to 120" : "Enter a whole number",
        };
      return { ok: true, value: Number(text) };
    }
    case "year":
      if (!INTEGER.test(text) || Number(text) < 1900 || Number(text) > 2100)
        return { ok: false, message: "Enter a year, such as 2019" };
      return { ok: true, value: Number(text) };
    case "optional-boolean":
      return { ok: true, value: text === "yes" ? true : text === "no" ? false : null };
    default:
      return { ok: true, value: text };
  }
}

/** A staged change: a new value, or the withdrawal of an earlier correction (the notes' value comes back). */
export type DraftChange = { kind: "set"; value: unknown } | { kind: "withdraw" };

/**
 * The complete set of corrections to send: the shown version's set with the staged changes on
 * top (the API replaces the previous set with it).
 */
export function nextCorrections(
  current: TFactCorrections,
  draft: ReadonlyMap<FactField, DraftChange>,
): TFactCorrections {
  const out: Record<string, unknown> = { ...current };
  for (const [field, change] of draft) {
    if (change.kind === "withdraw") delete out[field];
    else out[field] = change.value;
  }
  return out as TFactCorrections;
}
