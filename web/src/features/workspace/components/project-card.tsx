import {
  analysisStageLabel,
  formatDateTime,
  isProjectRunning,
  netWorthDisplay,
  PROJECT_NAME_MAX_CHARS,
  type TProjectSummary,
} from "@fsa/shared";
import { Calendar, Eye, Pencil, RotateCw, Trash2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { Input, Label } from "../../../components/ui/input.tsx";
import { ProjectStatusBadge } from "./project-status-badge.tsx";

export interface ProjectCardActions {
  onView: (id: string) => void;
  onRetry: (id: string) => void;
  onDelete: (id: string) => void;
  /** Renames the analysis; rejects with the reason (shown under the field). */
  onRename?: (id: string, name: string) => Promise<unknown>;
  busy?: boolean;
}

/** The Rename dialog: the adviser's own name for an analysis, 1–200 characters (issue #16). */
function RenameDialog({
  project: p,
  open,
  onOpenChange,
  onRename,
  returnFocus,
}: {
  project: TProjectSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRename: (id: string, name: string) => Promise<unknown>;
  returnFocus: () => void;
}) {
  const [name, setName] = useState(p.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError("Enter the name.");
      return;
    }
    setSaving(true);
    try {
      await onRename(p.id, trimmed);
      onOpenChange(false);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : "The analysis could not be renamed.");
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setName(p.name);
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="w-[min(28rem,calc(100vw-2rem))]"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle>Rename this analysis</DialogTitle>
        <DialogDescription>Give it a name you will recognise in your workspace.</DialogDescription>
        <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={inputId}>Name</Label>
            <Input
              id={inputId}
              value={name}
              maxLength={PROJECT_NAME_MAX_CHARS}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A workspace card (spec §2 "Client Workspace"): name, status badge, Net Worth, Strategies
 * recommended, the description clamped to 2 lines, the created time and View Details; a failed
 * analysis also offers Retry.
 */
export function ProjectCard({
  project: p,
  onView,
  onRetry,
  onDelete,
  onRename,
  busy,
}: { project: TProjectSummary } & ProjectCardActions) {
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const running = isProjectRunning(p.status);
  return (
    <Card className="flex flex-col" data-testid="project-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle as="h3" className="min-w-0 text-base break-words">
            {p.name}
          </CardTitle>
          <ProjectStatusBadge status={p.status} />
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm">
        <dl className="grid grid-cols-2 gap-2">
          <div>
            <dt className="text-muted-foreground">Net Worth</dt>
            <dd className="font-semibold" data-testid="net-worth">
              {netWorthDisplay(p.netWorth)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Strategies</dt>
            <dd className="font-semibold" data-testid="strategy-count">
              {p.strategyCount} recommended
            </dd>
          </div>
        </dl>
        {p.description ? (
          <p className="line-clamp-2 text-muted-foreground" data-testid="project-description">
            {p.description}
          </p>
        ) : null}
        {running ? <p className="text-xs text-muted-foreground">Stage: {analysisStageLabel(p.stage)}</p> : null}
        {p.status === "failed" && p.error ? <p className="text-xs text-destructive">{p.error}</p> : null}
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
          <span>Created {formatDateTime(p.createdAt)}</span>
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onView(p.id)}
          disabled={busy}
          aria-label={`View Details of ${p.name}`}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          View Details
        </Button>
        {p.status === "failed" ? (
          <Button size="sm" variant="secondary" onClick={() => onRetry(p.id)} aria-label={`Retry ${p.name}`}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        ) : null}
        {onRename ? (
          <Button
            ref={renameButton}
            size="sm"
            variant="ghost"
            className="ml-auto"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${p.name}`}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          ref={deleteButton}
          size="sm"
          variant="ghost"
          className={onRename ? "text-destructive" : "ml-auto text-destructive"}
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${p.name}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </CardFooter>
      {onRename ? (
        <RenameDialog
          project={p}
          open={renaming}
          onOpenChange={setRenaming}
          onRename={onRename}
          returnFocus={() => renameButton.current?.focus()}
        />
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          className="w-[min(28rem,calc(100vw-2rem))]"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            deleteButton.current?.focus();
          }}
        >
          <DialogTitle>Delete this analysis?</DialogTitle>
          <DialogDescription>
            {p.name} will be removed from your workspace. This cannot be undone from the app.
          </DialogDescription>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false);
                onDelete(p.id);
              }}
            >
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
