import { Clock } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useAuth } from "../../../lib/auth/auth-context.ts";

/** Spec §2 "Home guard": a signed-in user who is neither approved nor admin. */
export function PendingApproval() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const onSignOut = async () => {
    const r = await signOut();
    if (r.error) toast.error("Error signing out", { description: r.error });
    else navigate("/auth");
  };
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <div className="mx-auto mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Clock className="h-6 w-6" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-2xl">
            Account Pending Approval
          </CardTitle>
          <CardDescription>
            Your account is awaiting administrator approval. You will get access once an administrator approves it.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm">
            Signed in as <strong>{user?.email}</strong>
          </p>
          <Button variant="outline" onClick={() => void onSignOut()}>
            Sign Out
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
