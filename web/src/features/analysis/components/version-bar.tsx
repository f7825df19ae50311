import { formatDateTime, type TAnalysisVersion } from "@fsa/shared";
import { History } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { factLabel } from "../lib/fact-fields.ts";

/** The /results address of a version: the latest completed one has none, so a reload follows newer ones. */
export function versionHref(projectId: string, version: number | null): string {
  const base = `/results?project=${encodeURIComponent(projectId)}`;
  return version === null ? base : `${base}&version=${version}`;
}

/** "as read from the notes" for version 1, else "corrected by you on 11/24/26, 3:04 PM". */
export function describeVersion(v: TAnalysisVersion, currentUserId: string | null): string {
  if (v.version === 1 && v.changedFields.length === 0 && Object.keys(v.corrections).length === 0)
    return "as read from the notes";
  const who = v.createdBy.id === currentUserId ? "you" : v.createdBy.email;
  return `corrected by ${who} on ${formatDateTime(v.createdAt)}`;
}

const STATUS_TEXT: Record<TAnalysisVersion["status"], string> = {
  pending: "waiting to be recalculated",
  processing: "being recalculated",
  completed: "",
  failed: "recalculation failed",
};

/**
 * Which version of the analysis is shown, with the way to earlier ones (issue #12 item 4):
 * "Version 2 of 2 · corrected by you on …", a note while a newer version is being recalculated
 * or after it failed, and "View earlier version" listing every version; earlier ones open
 * read-only.
 */
export function VersionBar({
  projectId,
  versions,
  shown,
  latestCompleted,
}: {
  projectId: string;
  /** Newest first. */
  versions: readonly TAnalysisVersion[];
  shown: TAnalysisVersion;
  latestCompleted: number | null;
}) {
  const { user } = useAuth();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const me = user?.id ?? null;
  const newest = versions[0];
  const earlier = shown.version !== latestCompleted;
  return (
    <div className="space-y-2 text-sm" data-testid="version-bar">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p>
          <span className="font-medium">
            Version {shown.version} of {versions.length}
          </span>{" "}
          · {describeVersion(shown, me)}
        </p>
        {versions.length > 1 ? (
          <Button
            variant="link"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
          >
            <History className="h-4 w-4" aria-hidden="true" />
            {open ? "Hide versions" : "View earlier version"}
          </Button>
        ) : null}
      </div>
      {earlier ? (
        <p className="rounded-md border border-border bg-muted p-2" role="note">
          This is an earlier version, shown read-only.{" "}
          <Link className="font-medium text-primary underline" to={versionHref(projectId, null)}>
            View the latest version
          </Link>
        </p>
      ) : null}
      {newest && newest.version > shown.version && newest.status !== "completed" ? (
        <p className="text-muted-foreground" role="status">
          {newest.status === "failed"
            ? `The recalculation of version ${newest.version} failed${newest.error ? `: ${newest.error}` : "."}`
            : `Version ${newest.version} is ${STATUS_TEXT[newest.status]}.`}
        </p>
      ) : null}
      {open ? (
        <ul id={listId} className="space-y-1 rounded-md border border-border bg-card p-2" aria-label="Versions">
          {versions.map((v) => {
            const label = `Version ${v.version}${v.version === latestCompleted ? " (latest)" : ""}`;
            const changed = v.changedFields.map(factLabel).join(", ");
            return (
              <li key={v.version} className="flex flex-wrap gap-x-2">
                {v.status === "completed" && v.version !== shown.version ? (
                  <Link
                    className="font-medium text-primary underline"
                    to={versionHref(projectId, v.version === latestCompleted ? null : v.version)}
                  >
                    {label}
                  </Link>
                ) : (
                  <span className="font-medium">
                    {label}
                    {v.version === shown.version ? " (shown)" : ""}
                  </span>
                )}
                <span className="text-muted-foreground">
                  {describeVersion(v, me)}
                  {changed ? ` · changed: ${changed}` : ""}
                  {STATUS_TEXT[v.status] ? ` · ${STATUS_TEXT[v.status]}` : ""}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
