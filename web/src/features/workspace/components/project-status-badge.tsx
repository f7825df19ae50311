import { statusBadge } from "@fsa/shared";
import { Badge, type BadgeVariant } from "../../../components/ui/badge.tsx";

const VARIANT: Record<ReturnType<typeof statusBadge>["variant"], BadgeVariant> = {
  success: "success",
  primary: "default",
  destructive: "destructive",
  muted: "muted",
};

/** Spec §4 "Project status": Completed green, Pending primary, Failed destructive, anything else capitalised and muted. */
export function ProjectStatusBadge({ status }: { status: string }) {
  const badge = statusBadge(status);
  return (
    <Badge variant={VARIANT[badge.variant]} data-testid="status-badge">
      {badge.label}
    </Badge>
  );
}
