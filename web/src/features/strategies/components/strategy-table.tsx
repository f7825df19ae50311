import { benefitTypeName, costTypeName, formatUsd, type TStrategyCatalogueEntry } from "@fsa/shared";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";

/** Table view (spec §2): Strategy, Category, Min Net Worth, Benefit Type, Cost Type, Description clamped to 2 lines. */
export function StrategyTable({ strategies }: { strategies: TStrategyCatalogueEntry[] }) {
  return (
    <section
      className="overflow-x-auto rounded-lg border border-border bg-card"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on small screens and must be reachable by keyboard.
      tabIndex={0}
      aria-label="Strategies table"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-muted">
          <tr>
            {["Strategy", "Category", "Min Net Worth", "Benefit Type", "Cost Type", "Description"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {strategies.map((s) => (
            <tr key={s.id} className="border-t border-border align-top" data-testid="strategy-row">
              <td className="px-3 py-2 font-medium">
                <Link to={s.textTrainingUrl} className="inline-flex items-center hover:underline max-sm:min-h-11">
                  {s.name}
                </Link>
              </td>
              <td className="px-3 py-2">
                <Badge variant="secondary">{s.category}</Badge>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatUsd(s.applicableNetWorth)}+</td>
              <td className="px-3 py-2 whitespace-nowrap">{benefitTypeName(s.benefitCalculation.type)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{costTypeName(s.costCalculation.type)}</td>
              <td className="max-w-md px-3 py-2">
                <p className="line-clamp-2 text-muted-foreground" data-testid="table-description">
                  {s.description}
                </p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
