import type { AnalysisView } from "../lib/analysis-view.ts";

/**
 * Who wrote the prose and where the figures come from, so the adviser knows what to check: the
 * catalogue engine's templates or a named language model; figures always from the catalogue's
 * formulas (ARCHITECTURE.md "Numbers never come from a language model").
 */
export function AnalysisProvenance({ meta }: { meta: AnalysisView["meta"] }) {
  if (!meta) return null;
  const engine = meta.engine ?? "unknown";
  const byTemplates = engine === "catalogue engine";
  return (
    <div className="rounded-md border border-border bg-card p-3 text-sm" data-testid="provenance">
      <p>
        <span className="font-medium">Prose written by: </span>
        {byTemplates ? "the catalogue engine (templates, no language model)" : `${engine} (language model)`}. Every
        figure is computed from the catalogue&apos;s formulas
        {meta.taxYear ? ` with the ${meta.taxYear} tax-law parameters` : ""}.
      </p>
      <p className="text-muted-foreground">
        {meta.strategiesEligible !== null && meta.strategiesConsidered !== null
          ? `${meta.strategiesEligible} of ${meta.strategiesConsidered} catalogue strategies fit this client. `
          : ""}
        {meta.maskedItemCount ? `${meta.maskedItemCount} personal data item(s) were masked before analysis.` : ""}
      </p>
      {meta.excluded.length ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-primary">Strategies ruled out ({meta.excluded.length})</summary>
          <ul className="mt-2 max-h-60 list-disc space-y-1 overflow-y-auto pl-5 text-xs">
            {meta.excluded.map((x) => (
              <li key={`${x.strategy}-${x.reason}`}>
                <span className="font-medium">{x.strategy}</span>: {x.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
