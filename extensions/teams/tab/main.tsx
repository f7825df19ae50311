import * as teams from "@microsoft/teams-js";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { teamsApi } from "./api.ts";
import { App } from "./app.tsx";
import { AUTH_END_PATH, connectAccount, finishConnect } from "./connect.ts";
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

if (window.location.pathname === AUTH_END_PATH) {
  // The end of the "Connect your account" pop-up (connect.ts).
  const inTeams = await finishConnect(sdk);
  root.render(
    <main>
      <h1>Financial Strategy Advisor</h1>
      <p role="status">
        {inTeams ? "Connected." : "Connected. Close this window and choose “I have connected, try again” in Teams."}
      </p>
    </main>,
  );
} else {
  const session = await startTeamsSession(sdk);
  root.render(
    <StrictMode>
      <App session={session} makeApi={(getToken) => teamsApi(getToken)} connect={(url) => connectAccount(sdk, url)} />
    </StrictMode>,
  );
}
