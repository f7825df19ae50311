import { ResultsPage } from "../../features/analysis/components/results-page.tsx";
import { RequireApproved } from "../guards.tsx";

/** /results: the adviser's client data, so the home guard applies (docs/web-decisions.md). */
export function ResultsRoute() {
  return (
    <RequireApproved>
      <ResultsPage />
    </RequireApproved>
  );
}
