import { LegalDocumentView } from "~/components/sections/legal-document";
import { privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/utils/meta";

export function meta() {
  return pageMeta({ title: privacyPolicy.title, description: privacyPolicy.summary, path: "/privacy" });
}

export default function Privacy() {
  return <LegalDocumentView document={privacyPolicy} />;
}
