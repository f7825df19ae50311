import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./dialog.tsx";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  description: ReactNode;
  /** The confirming button's label, naming the action ("Revoke access"). */
  confirmLabel: string;
  /** Destructive styling for an action that takes something away. */
  destructive?: boolean;
  /** Disables the confirming button (the action cannot be taken), with `description` saying why. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot simply be undone (issue #16 "Admin confirmations"). A modal
 * `alertdialog`: focus starts on Cancel, Escape and Cancel close it without acting.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      {open ? (
        <DialogContent role="alertdialog" className="w-[min(32rem,calc(100vw-2rem))]">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="space-y-2 text-sm text-muted-foreground">{description}</div>
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" autoFocus>
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant={destructive ? "destructive" : "primary"}
              disabled={confirmDisabled}
              onClick={() => onConfirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
