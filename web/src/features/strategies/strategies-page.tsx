import { formatUsd, type TStrategyCatalogueEntry } from "@fsa/shared";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api.ts";

const disclosure = (tag: string) => tag.replace(/_/g, " ");

/** /strategies (spec §2): search, category filter, card and table views. */
export function StrategiesPage() {
  const [all, setAll] = useState<TStrategyCatalogueEntry[]>([]);
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("All");
  const [view, setView] = useState<"cards" | "table">("cards");
  useEffect(() => {
    api
      .strategies()
      .then((s) => {
        setAll(s);
        console.debug("Strategies loaded", { count: s.length, categories: new Set(s.map((x) => x.category)).size });
      })
      .catch((e) => console.error("Error loading strategies", e));
  }, []);
  const categories = useMemo(() => ["All", ...new Set(all.map((s) => s.category))], [all]);
  const shown = all.filter((s) => {
    const q = search.toLowerCase();
    return (
      (category === "All" || s.category === category) &&
      (s.name.toLowerCase().includes(q) || s.description.toLowerCase().includes(q))
    );
  });
  useEffect(() => {
    console.debug("Strategy filter", { search, category, view, shown: shown.length });
  }, [search, category, view, shown.length]);
  return (
    <main className="page">
      <h1>Financial Strategies</h1>
      <p className="muted">Comprehensive list of all available financial planning strategies</p>
      <input
        type="search"
        placeholder="Search strategies..."
        aria-label="Search strategies"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <fieldset className="badges plain" aria-label="Category">
        {categories.map((c) => (
          <button
            key={c}
            type="button"
            className={c === category ? "btn small primary" : "btn small"}
            aria-pressed={c === category}
            onClick={() => setCategory(c)}
          >
            {c}
          </button>
        ))}
      </fieldset>
      <p className="muted">
        Showing {shown.length} of {all.length} strategies
      </p>
      <div role="tablist" className="tabs">
        <button
          role="tab"
          type="button"
          aria-selected={view === "cards"}
          className={view === "cards" ? "tab active" : "tab"}
          onClick={() => setView("cards")}
        >
          Card View
        </button>
        <button
          role="tab"
          type="button"
          aria-selected={view === "table"}
          className={view === "table" ? "tab active" : "tab"}
          onClick={() => setView("table")}
        >
          Table View
        </button>
      </div>
      {view === "cards" ? (
        <div className="grid three">
          {shown.map((s) => (
            <article key={s.id} className="card">
              <div className="row between">
                <span className="badge muted">{s.category}</span>
                <span className="small">{formatUsd(s.applicableNetWorth)}+</span>
              </div>
              <h3>
                <Link to={s.textTrainingUrl}>{s.name}</Link>
              </h3>
              <p>{s.description}</p>
              <p className="small">
                Benefit ({s.benefitCalculation.type}): <code>{s.benefitCalculation.formula}</code>
              </p>
              <p className="small">
                Cost ({s.costCalculation.type}): <code>{s.costCalculation.formula}</code>
              </p>
              {s.lifeInsuranceComponent !== "N/A" ? (
                <p className="small">Life insurance: {s.lifeInsuranceComponent}</p>
              ) : null}
              {s.annuityComponent !== "N/A" ? <p className="small">Annuity: {s.annuityComponent}</p> : null}
              <div className="badges">
                {s.regulatoryDisclosures.map((d) => (
                  <span key={d} className="badge outline">
                    {disclosure(d)}
                  </span>
                ))}
              </div>
            </article>
          ))}
        </div>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>Strategy</th>
              <th>Category</th>
              <th>Min Net Worth</th>
              <th>Benefit Type</th>
              <th>Cost Type</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>{s.category}</td>
                <td>{formatUsd(s.applicableNetWorth)}</td>
                <td>{s.benefitCalculation.type}</td>
                <td>{s.costCalculation.type}</td>
                <td className="clamp-2">{s.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
