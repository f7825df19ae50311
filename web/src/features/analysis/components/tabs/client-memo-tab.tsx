import { Badge } from "../../../../components/ui/badge.tsx";
import { BulletList } from "../../../../components/ui/bullet-list.tsx";
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from "../../../../components/ui/card.tsx";
import type { AnalysisView } from "../../lib/analysis-view.ts";

/** Client Memo (spec §2): the Executive Summary and the three bucket cards. */
export function ClientMemoTab({ view }: { view: AnalysisView }) {
  const memo = view.memo;
  if (!memo) return <p className="text-muted-foreground">Client memo not available in this analysis format</p>;
  return (
    <div className="space-y-6">
      <TitledCard title="Executive Summary">
        <p className="leading-relaxed whitespace-pre-line">{memo.executiveSummary ?? "Not analyzed"}</p>
      </TitledCard>
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
              <BulletList items={b.keyPoints} className="text-sm" />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
