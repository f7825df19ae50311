import { formatUsd } from "@fsa/shared";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { api, type TrainingContent } from "../../lib/api.ts";

/** /training/:id — a strategy's explanation content from the catalogue. */
export function TrainingPage() {
  const { id = "" } = useParams();
  const [t, setT] = useState<TrainingContent | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    api
      .training(id)
      .then(setT)
      .catch(() => setMissing(true));
  }, [id]);
  if (missing) {
    return (
      <main className="page">
        <p>Strategy not found.</p>
        <Link to="/strategies">View Strategies</Link>
      </main>
    );
  }
  if (!t)
    return (
      <main className="page" role="status">
        Loading...
      </main>
    );
  const e = t.explanation;
  return (
    <main className="page narrow-page">
      <p>
        <Link to="/strategies">← Financial Strategies</Link>
      </p>
      <h1>{t.strategy.name}</h1>
      <p className="muted">
        {t.strategy.category} · minimum net worth {formatUsd(t.strategy.applicableNetWorth)}+ · {t.timeline}
      </p>
      <p>{e.overview}</p>
      <h2>Key components</h2>
      <ul>
        {e.keyComponents.map((k) => (
          <li key={k}>{k}</li>
        ))}
      </ul>
      <h2>How it is implemented</h2>
      <ol>
        {e.steps.map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong> ({s.timeline}): {s.description}{" "}
            <span className="muted">Requires: {s.requirements.join(", ")}</span>
          </li>
        ))}
      </ol>
      <h2>Formulas</h2>
      <p>
        Benefit: <code>{t.strategy.benefitCalculation.formula}</code>
      </p>
      <p>
        Cost: <code>{t.strategy.costCalculation.formula}</code>
      </p>
      <ul className="small">
        {t.variables.map((v) => (
          <li key={v.name}>
            <code>{v.name}</code> ({v.unit}): {v.description}
          </li>
        ))}
      </ul>
      <h2>Risks</h2>
      <ul>
        {e.risks.map((r) => (
          <li key={r.risk}>
            <strong>{r.risk}</strong>: {r.description} Mitigation: {r.mitigation}
          </li>
        ))}
      </ul>
      <h2>Alternatives</h2>
      <ul>
        {e.alternatives.map((a) => (
          <li key={a.strategy}>
            <strong>{a.strategy}</strong>: {a.whyNotChosen}
          </li>
        ))}
      </ul>
      <p>
        <strong>Review:</strong> {e.reviewSchedule} <strong>Exit:</strong> {e.exitStrategy}
      </p>
      <p className="small muted">Sources: {t.strategy.sources.join("; ")}</p>
    </main>
  );
}
