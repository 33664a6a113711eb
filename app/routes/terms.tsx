import { LegalDocumentView } from "~/components/sections/legal-document";
import { termsOfUse } from "~/content/legal";
import { pageMeta } from "~/utils/meta";

export function meta() {
  return pageMeta({ title: termsOfUse.title, description: termsOfUse.summary, path: "/terms" });
}

export default function Terms() {
  return <LegalDocumentView document={termsOfUse} />;
}
