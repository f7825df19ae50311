import { type ComponentProps, useId } from "react";
import { cn } from "../../lib/cn.ts";

const field =
  "w-full rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-muted-foreground disabled:opacity-50";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(field, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(field, "min-h-32", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}

/** A labelled text field: the label above the input, tied to it by a generated id; `className` sets the wrapper's spacing. */
export function LabelledInput({ label, className, ...props }: Omit<ComponentProps<"input">, "id"> & { label: string }) {
  const id = useId();
  return (
    <div className={className ?? "space-y-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}
