import { Badge } from "../../../../components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../../components/ui/card.tsx";
import type { AnalysisView } from "../../lib/analysis-view.ts";

/** Client Memo (spec §2): the Executive Summary and the three bucket cards. */
export function ClientMemoTab({ view }: { view: AnalysisView }) {
  const memo = view.memo;
  if (!memo) return <p className="text-muted-foreground">Client memo not available in this analysis format</p>;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Executive Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="leading-relaxed whitespace-pre-line">{memo.executiveSummary ?? "Not analyzed"}</p>
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-3">
        {memo.buckets.map((b) => (
          <Card key={b.key} data-testid="memo-bucket">
            <CardHeader>
              <CardTitle as="h3">{b.title}</CardTitle>
              {b.totalBenefit ? (
                <p className="text-2xl font-bold text-success">{b.totalBenefit}</p>
              ) : (
                <p className="text-sm text-muted-foreground">Not calculated</p>
              )}
            </CardHeader>
            <CardContent className="space-y-3">
              {b.description ? <p className="text-sm">{b.description}</p> : null}
              {b.strategies.length ? (
                <div className="flex flex-wrap gap-1.5">
                  {b.strategies.map((s) => (
                    <Badge key={s} variant="secondary">
                      {s}
                    </Badge>
                  ))}
                </div>
              ) : null}
              {b.keyPoints.length ? (
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {b.keyPoints.map((k) => (
                    <li key={k}>{k}</li>
                  ))}
                </ul>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
