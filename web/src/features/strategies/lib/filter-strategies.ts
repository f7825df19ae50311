/** Spec §4 "Strategies page local state": the category filter's default. */
export const ALL_CATEGORIES = "All";

interface Filterable {
  name: string;
  description: string;
  category: string;
}

/** All, then each distinct category in catalogue order (spec §2 "/strategies"). */
export function categoriesOf(entries: readonly Filterable[]): string[] {
  return [ALL_CATEGORIES, ...new Set(entries.map((e) => e.category))];
}

/** Case-insensitive substring on name or description, within the selected category (spec §2 "/strategies"). */
export function filterStrategies<T extends Filterable>(entries: readonly T[], search: string, category: string): T[] {
  const q = search.toLowerCase();
  return entries.filter(
    (e) =>
      (category === ALL_CATEGORIES || e.category === category) &&
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
