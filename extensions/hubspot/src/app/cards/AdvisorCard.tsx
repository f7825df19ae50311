import { hubspot } from "@hubspot/ui-extensions";
import { AdvisorCard } from "./advisor-card-view.tsx";
import { cardApi } from "./card-api.ts";

/** Entry point of the contact record tab (advisor-card-hsmeta.json `entrypoint`). */
hubspot.extend<"crm.record.tab">(({ context, actions }) => (
  <AdvisorCard
    contactId={String(context.crm.objectId)}
    api={cardApi(hubspot.fetch)}
    openIframe={(payload, onClose) => actions.openIframeModal(payload, onClose)}
  />
));
