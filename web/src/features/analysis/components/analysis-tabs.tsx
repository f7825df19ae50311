import { useMemo, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { type EditableFigures, toAnalysisView } from "../lib/analysis-view.ts";
import { ClientMemoTab } from "./tabs/client-memo-tab.tsx";
import { FinancialsTab } from "./tabs/financials-tab.tsx";
import { NextStepsTab } from "./tabs/next-steps-tab.tsx";
import { OverviewTab } from "./tabs/overview-tab.tsx";
import { PlainEnglishTab } from "./tabs/plain-english-tab.tsx";
import { RawResponseTab } from "./tabs/raw-response-tab.tsx";
import { StrategiesTab } from "./tabs/strategies-tab.tsx";
import { TaxPlanningTab } from "./tabs/tax-planning-tab.tsx";

/** Spec §2 and §9 "Results tabs: 7", in the spec's order, with their `?tab=` values. */
export const RESULT_TABS = [
  ["memo", "Client Memo"],
  ["overview", "Overview"],
  ["financials", "Financials"],
  ["plain-english", "Plain English"],
  ["strategies", "Strategies"],
  ["tax-planning", "Tax Planning"],
  ["next-steps", "Next Steps"],
] as const;
const VALUES = new Set<string>([...RESULT_TABS.map(([v]) => v), "raw"]);

/**
 * The seven tabs of a structured analysis (spec §2), plus the raw-response content without a
 * trigger. The open tab is kept in `?tab=` so a reload or a shared link opens the same tab.
 */
export function AnalysisTabs({
  analysis,
  rawResponse,
  projectId,
}: {
  analysis: Record<string, unknown>;
  rawResponse: string | null;
  projectId: string | null;
}) {
  const view = useMemo(() => toAnalysisView(analysis), [analysis]);
  // Spec §5: the four figures take free text and are never saved; kept here so they survive tab changes.
  const [figures, setFigures] = useState<EditableFigures>(() => ({
    netWorth: view.netWorth,
    totalAssets: view.totalAssets,
    totalLiabilities: view.totalLiabilities,
    annualIncome: view.annualIncome,
  }));
  const edit = (key: keyof EditableFigures, value: string) => setFigures((f) => ({ ...f, [key]: value }));
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab") ?? "memo";
  const tab = VALUES.has(requested) ? requested : "memo";
  const select = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList aria-label="Analysis sections">
        {RESULT_TABS.map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="memo">
        <ClientMemoTab view={view} />
      </TabsContent>
      <TabsContent value="overview">
        <OverviewTab view={view} figures={figures} onEdit={edit} />
      </TabsContent>
      <TabsContent value="financials">
        <FinancialsTab view={view} figures={figures} onEdit={edit} />
      </TabsContent>
      <TabsContent value="plain-english">
        <PlainEnglishTab view={view} />
      </TabsContent>
      <TabsContent value="strategies">
        <StrategiesTab view={view} projectId={projectId} />
      </TabsContent>
      <TabsContent value="tax-planning">
        <TaxPlanningTab view={view} />
      </TabsContent>
      <TabsContent value="next-steps">
        <NextStepsTab view={view} />
      </TabsContent>
      <TabsContent value="raw">
        <RawResponseTab rawResponse={rawResponse} />
      </TabsContent>
    </Tabs>
  );
}
