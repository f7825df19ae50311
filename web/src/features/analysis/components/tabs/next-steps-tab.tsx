import { Clock, User } from "lucide-react";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Card, CardContent } from "../../../../components/ui/card.tsx";
import { type AnalysisView, priorityVariant } from "../../lib/analysis-view.ts";

/** Next Steps (spec §2): action cards with priority, timeline and responsibility. */
export function NextStepsTab({ view }: { view: AnalysisView }) {
  if (!view.nextSteps.length) return <p className="text-muted-foreground">No next steps defined</p>;
  return (
    <ol className="grid gap-3 md:grid-cols-2">
      {view.nextSteps.map((s, i) => (
        <li key={s.key}>
          <Card className="h-full" data-testid="next-step">
            <CardContent className="space-y-2 pt-5">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium">
                  {i + 1}. {s.action}
                </p>
                <Badge variant={priorityVariant(s.priority)}>{s.priority ?? "Not specified"}</Badge>
              </div>
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Clock className="h-4 w-4" aria-hidden="true" />
                Timeline: {s.timeline ?? "Not specified"}
              </p>
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <User className="h-4 w-4" aria-hidden="true" />
                Responsibility: {s.responsibility ?? "Not specified"}
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}
