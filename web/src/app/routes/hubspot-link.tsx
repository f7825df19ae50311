import { HubspotLinkPage } from "../../features/hubspot-link/hubspot-link-page.tsx";

/** The HubSpot linking page keeps its own layout (it opens in HubSpot's iframe modal). */
export function HubspotLinkRoute() {
  return (
    <div className="legacy-page">
      <HubspotLinkPage />
    </div>
  );
}
