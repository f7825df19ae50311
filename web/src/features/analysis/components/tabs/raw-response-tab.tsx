/**
 * The raw model reply (spec §2 "A raw-response tab content exists but has no visible trigger";
 * opened with `?tab=raw`). An unparseable reply shows JSON Parse Error: {message} followed by the
 * raw text (spec §8).
 */
export function RawResponseTab({ rawResponse }: { rawResponse: string | null }) {
  if (!rawResponse) {
    return (
      <p className="text-muted-foreground">
        No raw model response: the catalogue engine wrote this analysis from templates.
      </p>
    );
  }
  let pretty: string | null = null;
  let parseError: string | null = null;
  try {
    pretty = JSON.stringify(JSON.parse(rawResponse), null, 2);
  } catch (error) {
    parseError = error instanceof Error ? error.message : String(error);
  }
  return (
    <div className="space-y-2">
      {parseError ? (
        <p role="alert" className="font-medium text-destructive">
          JSON Parse Error: {parseError}
        </p>
      ) : null}
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="max-h-[32rem] overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap"
      >
        {pretty ?? rawResponse}
      </pre>
    </div>
  );
}
