import { LegalDocumentView } from "#app/components/sections/legal-document.tsx";
import { privacyPolicy } from "#app/content/legal.ts";
import { pageMeta } from "#app/utils/meta.ts";

export function meta() {
  return pageMeta({ title: privacyPolicy.title, description: privacyPolicy.summary, path: "/privacy" });
}

export default function Privacy() {
  return <LegalDocumentView document={privacyPolicy} />;
}
