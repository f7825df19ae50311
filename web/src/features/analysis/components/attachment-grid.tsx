import { AlertTriangle, FileText, X } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

/** A file picked for analysis: the spec's attachment (name, size, type, data URL), or the read error. */
export interface PickedFile {
  id: string;
  name: string;
  size: number;
  type: string;
  data: string | null;
  error: string | null;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The count and grid of attached documents, each with a remove button (spec §2 "Home dashboard"). */
export function AttachmentGrid({ files, onRemove }: { files: PickedFile[]; onRemove: (id: string) => void }) {
  if (files.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-medium" data-testid="attachment-count">
        Attached Documents ({files.length})
      </h3>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {files.map((f) => (
          <li key={f.id} className="flex items-center gap-2 rounded-md border border-border bg-muted/50 p-2 text-sm">
            {f.error ? (
              <AlertTriangle className="h-4 w-4 shrink-0 text-destructive" aria-hidden="true" />
            ) : (
              <FileText className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium" title={f.name}>
                {f.name}
              </span>
              {f.error ? (
                <span className="block text-xs text-destructive">
                  [Error reading {f.name}: {f.error}]
                </span>
              ) : (
                <span className="block text-xs text-muted-foreground">{sizeText(f.size)}</span>
              )}
            </span>
            <Button variant="ghost" size="icon" aria-label={`Remove ${f.name}`} onClick={() => onRemove(f.id)}>
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
