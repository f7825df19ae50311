import { TeamsLinkPage } from "../../features/teams-link/teams-link-page.tsx";

/** The Teams linking page keeps its own layout (it opens in Teams' sign-in pop-up). */
export function TeamsLinkRoute() {
  return (
    <div className="legacy-page">
      <TeamsLinkPage />
    </div>
  );
}
