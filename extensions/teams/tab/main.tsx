import * as teams from "@microsoft/teams-js";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { teamsApi } from "./api.ts";
import { App } from "./app.tsx";
import { startTeamsSession, type TeamsSdk } from "./teams-session.ts";
import "./styles.css";

declare global {
  interface Window {
    /** Browser tests put a mock Teams SDK here before the page loads (never set in production). */
    __FSA_TEAMS_SDK__?: TeamsSdk;
  }
}

const sdk: TeamsSdk = window.__FSA_TEAMS_SDK__ ?? (teams as unknown as TeamsSdk);
const root = createRoot(document.getElementById("root") as HTMLElement);
root.render(<p role="status">Loading...</p>);
const session = await startTeamsSession(sdk);
root.render(
  <StrictMode>
    <App session={session} makeApi={(token) => teamsApi(token)} />
  </StrictMode>,
);
