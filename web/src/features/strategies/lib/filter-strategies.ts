import { CATEGORY_FAMILIES, categoryFamily } from "@fsa/shared";

/** Spec §4 "Strategies page local state": the category filter's default. */
export const ALL_CATEGORIES = "All";

interface Filterable {
  name: string;
  description: string;
  category: string;
}

/**
 * All, then the families of the categories present, in the families' order (issue #16: the
 * catalogue's 32 categories, from the spec's three naming sets, make a filter two screens long;
 * the catalogue keeps its categories and each card shows its own).
 */
export function categoryFamiliesOf(entries: readonly Filterable[]): string[] {
  const present = new Set(entries.map((e) => categoryFamily(e.category)));
  const known: readonly string[] = CATEGORY_FAMILIES;
  return [
    ALL_CATEGORIES,
    ...CATEGORY_FAMILIES.filter((f) => present.has(f)),
    ...[...present].filter((f) => !known.includes(f)),
  ];
}

/**
 * Case-insensitive substring on name or description, within the selected category or category
 * family (spec §2 "/strategies", issue #16).
 */
export function filterStrategies<T extends Filterable>(entries: readonly T[], search: string, category: string): T[] {
  const q = search.toLowerCase();
  return entries.filter(
    (e) =>
      (category === ALL_CATEGORIES || e.category === category || categoryFamily(e.category) === category) &&
      (q === "" || e.name.toLowerCase().includes(q) || e.description.toLowerCase().includes(q)),
  );
}

/** A regulatory disclosure tag as text: underscores shown as spaces (spec §2). */
export function disclosureText(tag: string): string {
  return tag.replace(/_/g, " ");
}

/** True when a component field holds content rather than N/A (spec §2: hidden when N/A). */
export function hasComponent(value: string): boolean {
  return value.trim() !== "" && value.trim().toUpperCase() !== "N/A";
}
