import { formatDateTime } from "@fsa/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "../api/sessions.ts";

/**
 * "Signed-in devices" on the Account security page (issue #14, per-device sign-out): each session
 * with its browser, address and sign-in time; any other device can be signed out, or all of them
 * at once. This device is marked and signs out with the header's Sign out.
 */
export function DeviceSessions() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  const failure = revoke.error ?? revokeOthers.error ?? sessions.error;

  return (
    <div className="mx-auto max-w-xl px-4 pb-8">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-xl">
            Signed-in devices
          </CardTitle>
          <CardDescription>Sign out a device you no longer use or do not recognise.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {failure ? (
            <Alert variant="destructive">{errorMessage(failure, "Could not update your devices")}</Alert>
          ) : null}
          {sessions.isPending ? <p className="text-sm text-muted-foreground">Loading your devices…</p> : null}
          <ul className="divide-y" aria-label="Signed-in devices">
            {sessions.data?.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0 text-sm">
                  <p className="truncate font-medium">{s.userAgent || "Unknown browser"}</p>
                  <p className="text-muted-foreground">
                    {s.current ? "This device · " : ""}
                    Signed in {formatDateTime(s.createdAt)}
                    {s.ipAddress ? ` · ${s.ipAddress}` : ""}
                  </p>
                </div>
                {s.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(s.id)}
                    aria-label={`Sign out ${s.userAgent || "this device"}, signed in ${formatDateTime(s.createdAt)}`}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <Button variant="destructive" disabled={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
              Sign out all other devices
            </Button>
          ) : sessions.data ? (
            <p className="text-sm text-muted-foreground">No other device is signed in.</p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
